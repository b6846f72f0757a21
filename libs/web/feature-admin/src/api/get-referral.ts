import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/referrals/{id}: one referral (audited). */
export type Referral = ApiResponse<'/api/admin/referrals/{id}', 'get'>;

export async function getReferral(id: string): Promise<Referral> {
  return dataOrThrow(await apiClient.GET('/api/admin/referrals/{id}', { params: { path: { id } } }));
}
