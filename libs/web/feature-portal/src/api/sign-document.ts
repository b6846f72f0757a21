import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { SignatureSign } from '@huron/shared/contracts/signatures';
import { useMutation } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';
import { kioskHeaders } from './signature-document';

/** POST /api/portal/signature-requests/{id}/sign: sign as one signer; the firm seals the PDF when everyone has. */
export async function signDocument(id: string, body: SignatureSign, kioskToken?: string) {
  return dataOrThrow(await apiClient.POST('/api/portal/signature-requests/{id}/sign', { params: { path: { id } }, headers: kioskHeaders(kioskToken), body }));
}

export const useSignDocument = (userId: string | undefined, id: string, kioskToken?: string) =>
  useMutation(
    {
      mutationFn: (body: SignatureSign) => signDocument(id, body, kioskToken),
      onSuccess: () => (userId ? queryClient.invalidateQueries({ queryKey: portalKeys.signatures(userId) }) : undefined),
    },
    queryClient,
  );
