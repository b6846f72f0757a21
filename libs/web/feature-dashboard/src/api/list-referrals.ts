import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** GET /api/referrals: the signed-in referrer's referrals, newest first, a keyset page at a time. */
export type ReferralPage = ApiResponse<'/api/referrals', 'get'>;

const PAGE_SIZE = 25;

export async function listReferrals(cursor: string | null): Promise<ReferralPage> {
  return dataOrThrow(await apiClient.GET('/api/referrals', { params: { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }));
}

export const referralPagesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...referralKeys.all(userId), 'pages'],
    queryFn: ({ pageParam }) => listReferrals(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReferralPage) => last.nextCursor,
  });

export const useReferralPages = (userId: string) => useInfiniteQuery(referralPagesQueryOptions(userId), queryClient);
