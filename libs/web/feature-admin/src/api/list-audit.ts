import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/audit: the append-only log, newest or oldest first, by person (actor), record (subjectType, subjectId) and day. */
export type AuditPage = ApiResponse<'/api/admin/audit', 'get'>;
export type AuditEntry = AuditPage['items'][number];

const query = listQuery<'/api/admin/audit'>(PAGE_READINGS);

export async function listAudit(params: ListParams): Promise<AuditPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/audit', { params: { query: query(params) } }));
}

export const auditQueryOptions = (params: ListParams) => adminListQueryOptions('audit', params, listAudit);

export const useAudit = (params: ListParams) => useQuery(auditQueryOptions(params), queryClient);
