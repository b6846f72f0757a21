import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions } from '@tanstack/react-query';
import { ENGAGEMENT_INTERNAL_STATUSES, ENGAGEMENT_KINDS, ENGAGEMENT_STATUSES } from '../kinds/engagement-labels';
import { OFFICES } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/engagements: a keyset page of engagements, filtered by status, kind, tax year, assignee or email. */
export type EngagementPage = ApiResponse<'/api/admin/engagements', 'get'>;
export type EngagementSummary = EngagementPage['items'][number];

const query = listQuery<'/api/admin/engagements'>({
  ...PAGE_READINGS,
  status: ENGAGEMENT_STATUSES,
  internalStatus: ENGAGEMENT_INTERNAL_STATUSES,
  kind: ENGAGEMENT_KINDS,
  taxYear: 'number',
  office: OFFICES,
});

export async function listEngagements(params: ListParams): Promise<EngagementPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/engagements', { params: { query: query(params) } }));
}

/** Fresh on every visit: what clients did since (uploads, answers) changes the counts. */
export const engagementsQueryOptions = (params: ListParams) => queryOptions({ ...adminListQueryOptions('engagements', params, listEngagements), staleTime: 0 });
