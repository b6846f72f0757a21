import type { RecordKind } from '@huron/shared/contracts/client-records';
import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { recordNotesKey } from './record-notes';

/** POST /api/admin/{kind}/{id}/replies: mailed to the client (Reply-To the office), or posted in their portal thread. */
export async function sendRecordReply(kind: RecordKind, id: string, reply: { subject?: string; body: string }) {
  const path = `/api/admin/${kind}/{id}/replies` as '/api/admin/contact-messages/{id}/replies';
  return dataOrThrow(await apiClient.POST(path, { params: { path: { id } }, body: reply }));
}

export const useSendRecordReply = (kind: RecordKind, id: string) =>
  useMutation(
    {
      mutationFn: (reply: { subject?: string; body: string }) => sendRecordReply(kind, id, reply),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: recordNotesKey(kind, id) }),
    },
    queryClient,
  );
