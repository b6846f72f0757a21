import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { SIGNATURE_CONSENT_VERSION } from '@huron/shared/contracts/signatures';
import { useMutation } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';
import { kioskHeaders } from './signature-document';

/** POST /api/portal/signature-requests/{id}/consent: the ESIGN consent, with the version of the text shown. */
export async function consentToSign(id: string, kioskToken?: string) {
  return dataOrThrow(
    await apiClient.POST('/api/portal/signature-requests/{id}/consent', {
      params: { path: { id } },
      headers: kioskHeaders(kioskToken),
      body: { version: SIGNATURE_CONSENT_VERSION, accepted: true },
    }),
  );
}

export const useConsentToSign = (userId: string | undefined, id: string, kioskToken?: string) =>
  useMutation(
    {
      mutationFn: () => consentToSign(id, kioskToken),
      onSuccess: () => (userId ? queryClient.invalidateQueries({ queryKey: portalKeys.signatures(userId) }) : undefined),
    },
    queryClient,
  );
