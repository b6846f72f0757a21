import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** GET /api/referrals/summary: the referrer's counts and rewards (cents). */
export type ReferralSummary = ApiResponse<'/api/referrals/summary', 'get'>;

export async function getReferralSummary(): Promise<ReferralSummary> {
  return dataOrThrow(await apiClient.GET('/api/referrals/summary'));
}

export const referralSummaryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...referralKeys.all(userId), 'summary'], queryFn: getReferralSummary });

export const useReferralSummary = (userId: string) => useQuery(referralSummaryQueryOptions(userId), queryClient);
