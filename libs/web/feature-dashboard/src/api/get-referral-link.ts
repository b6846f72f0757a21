import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** GET /api/referrals/link: the referrer's own share link, which does not change. */
export type ReferralLink = ApiResponse<'/api/referrals/link', 'get'>;

export const referralLinkQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...referralKeys.all(userId), 'link'], queryFn: async () => dataOrThrow(await apiClient.GET('/api/referrals/link')), staleTime: Infinity });

export const useReferralLink = (userId: string) => useQuery(referralLinkQueryOptions(userId), queryClient);
