import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { REFERRAL_STATUSES } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/referrals: a page of referrals (status, q, cursor). */
export type ReferralPage = ApiResponse<'/api/admin/referrals', 'get'>;

const query = listQuery<'/api/admin/referrals'>({ ...PAGE_READINGS, status: REFERRAL_STATUSES });

export async function listReferrals(params: ListParams): Promise<ReferralPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/referrals', { params: { query: query(params) } }));
}

export const referralsQueryOptions = (params: ListParams) => adminListQueryOptions('referrals', params, listReferrals);

export const useReferrals = (params: ListParams) => useQuery(referralsQueryOptions(params), queryClient);
