import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** GET /api/admin/referrals: a page of referrals (status, q, cursor). */
export type ReferralPage = ApiResponse<'/api/admin/referrals', 'get'>;

export async function listReferrals(params: ListParams): Promise<ReferralPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/referrals', { params: { query: params as never } }));
}
