import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/signature-requests/{id}/in-office-session: the photo-ID check, and a one-use kiosk session token. */
export type InOfficeSessionCreate = ApiPaths['/api/admin/signature-requests/{id}/in-office-session']['post']['requestBody']['content']['application/json'];

export async function startInOfficeSession(requestId: string, body: InOfficeSessionCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/signature-requests/{id}/in-office-session', { params: { path: { id: requestId } }, body }));
}

export const useStartInOfficeSession = (requestId: string) =>
  useMutation({ mutationFn: (body: InOfficeSessionCreate) => startInOfficeSession(requestId, body) }, queryClient);
