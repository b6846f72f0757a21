import type { RecordKind } from '@huron/shared/contracts/client-records';
import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/{kind}/{id}/notes: the record's notes and replies, oldest first (audited). Every kind answers alike. */
export type RecordNoteList = ApiResponse<'/api/admin/contact-messages/{id}/notes', 'get'>;
export type RecordNote = RecordNoteList['items'][number];

/** Each kind has its own path; their shapes are the same, so one typed path stands for all. */
export const notesPath = (kind: RecordKind) => `/api/admin/${kind}/{id}/notes` as '/api/admin/contact-messages/{id}/notes';

export const recordNotesKey = (kind: RecordKind, id: string) => ['admin', kind, 'notes', id] as const;

export async function getRecordNotes(kind: RecordKind, id: string): Promise<RecordNoteList> {
  return dataOrThrow(await apiClient.GET(notesPath(kind), { params: { path: { id } } }));
}

export const recordNotesQueryOptions = (kind: RecordKind, id: string) =>
  queryOptions({ queryKey: recordNotesKey(kind, id), queryFn: () => getRecordNotes(kind, id) });
