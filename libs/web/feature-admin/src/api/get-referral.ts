import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/referrals/{id}: one referral (audited). */
export type Referral = ApiResponse<'/api/admin/referrals/{id}', 'get'>;

export async function getReferral(id: string): Promise<Referral> {
  return dataOrThrow(await apiClient.GET('/api/admin/referrals/{id}', { params: { path: { id } } }));
}

export const referralQueryOptions = (id: string) => adminRecordQueryOptions('referrals', id, getReferral);

export const useReferral = (id: string) => useQuery(referralQueryOptions(id), queryClient);
