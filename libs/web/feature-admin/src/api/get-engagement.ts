import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/engagements/{id}: one engagement with its history, internal notes and document requests (audited). */
export type Engagement = ApiResponse<'/api/admin/engagements/{id}', 'get'>;
export type DocumentRequest = Engagement['requests'][number];

export async function getEngagement(id: string): Promise<Engagement> {
  return dataOrThrow(await apiClient.GET('/api/admin/engagements/{id}', { params: { path: { id } } }));
}

/** Fresh on every visit: the client may have uploaded or answered since (each read is audited). */
export const engagementQueryOptions = (id: string) => queryOptions({ ...adminRecordQueryOptions('engagements', id, getEngagement), staleTime: 0 });
