import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

/** The in-office kiosk's one-use session (sent instead of the signed-in client's token), when there is one. */
export const kioskHeaders = (kioskToken?: string) => (kioskToken ? { 'X-Signing-Session': kioskToken } : {});

/** GET /api/portal/signature-requests/{id}/document: the PDF to sign (the signed one once complete), as a blob. */
export async function getSignatureDocument(id: string, kioskToken?: string): Promise<Blob> {
  return dataOrThrow(
    await apiClient.GET('/api/portal/signature-requests/{id}/document', { params: { path: { id } }, headers: kioskHeaders(kioskToken), parseAs: 'blob' }),
  ) as unknown as Blob;
}

/** GET /api/portal/signature-requests/{id}/signed: the signed PDF with its audit-trail page, as a blob. */
export async function getSignedDocument(id: string): Promise<Blob> {
  return dataOrThrow(await apiClient.GET('/api/portal/signature-requests/{id}/signed', { params: { path: { id } }, parseAs: 'blob' })) as unknown as Blob;
}
