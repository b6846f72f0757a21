import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** GET /api/referrals/link: the referrer's personal share link (it never changes). */
export type ReferralLink = ApiResponse<'/api/referrals/link', 'get'>;

export async function getReferralLink(): Promise<ReferralLink> {
  return dataOrThrow(await apiClient.GET('/api/referrals/link'));
}

export const referralLinkQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...referralKeys.all(userId), 'link'], queryFn: getReferralLink, staleTime: Infinity });

export const useReferralLink = (userId: string) => useQuery(referralLinkQueryOptions(userId), queryClient);
