import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { SIGNATURE_CONSENT_VERSION } from '@huron/shared/contracts/signatures';
import { useMutation } from '@tanstack/react-query';

// The office kiosk: the client signs on a staff device with the one-use session (X-Signing-Session) staff started after
// the photo-ID check; the portal's signing routes take it instead of the client's sign-in.
const headers = (token: string) => ({ 'X-Signing-Session': token });

/** POST /api/portal/signature-requests/{id}/consent with the kiosk session. */
export async function kioskConsent(requestId: string, token: string) {
  return dataOrThrow(
    await apiClient.POST('/api/portal/signature-requests/{id}/consent', {
      params: { path: { id: requestId } },
      headers: headers(token),
      body: { version: SIGNATURE_CONSENT_VERSION, accepted: true },
    }),
  );
}

/** POST /api/portal/signature-requests/{id}/sign with the kiosk session (it ends with the signature). */
export async function kioskSign(requestId: string, token: string, signerId: string, typedName: string) {
  return dataOrThrow(
    await apiClient.POST('/api/portal/signature-requests/{id}/sign', {
      params: { path: { id: requestId } },
      headers: headers(token),
      body: { signerId, typedName, intent: true },
    }),
  );
}

export const useKioskConsent = (requestId: string, token: string) => useMutation({ mutationFn: () => kioskConsent(requestId, token) }, queryClient);
export const useKioskSign = (requestId: string, token: string, signerId: string) =>
  useMutation({ mutationFn: (typedName: string) => kioskSign(requestId, token, signerId, typedName) }, queryClient);
