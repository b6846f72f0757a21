import type { RecordKind } from '@huron/shared/contracts/client-records';
import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { notesPath, recordNotesKey } from './record-notes';

/** POST /api/admin/{kind}/{id}/notes: one more note (append-only; never shown to the client). */
export async function addRecordNote(kind: RecordKind, id: string, body: string) {
  return dataOrThrow(await apiClient.POST(notesPath(kind), { params: { path: { id } }, body: { body } }));
}

export const useAddRecordNote = (kind: RecordKind, id: string) =>
  useMutation(
    {
      mutationFn: (body: string) => addRecordNote(kind, id, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: recordNotesKey(kind, id) }),
    },
    queryClient,
  );
