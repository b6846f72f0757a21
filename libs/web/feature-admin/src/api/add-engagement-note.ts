import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/engagements/{id}/notes: an internal note (append-only, never shown to the client). */
export type EngagementNoteCreate = ApiPaths['/api/admin/engagements/{id}/notes']['post']['requestBody']['content']['application/json'];

export async function addEngagementNote(id: string, body: EngagementNoteCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/engagements/{id}/notes', { params: { path: { id } }, body }));
}

export const useAddEngagementNote = (id: string) => useMutation({ mutationFn: (body: EngagementNoteCreate) => addEngagementNote(id, body) }, queryClient);
