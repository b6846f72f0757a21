import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** GET /api/referrals: the signed-in referrer's referrals, newest first, a page at a time. */
export type ReferralPage = ApiResponse<'/api/referrals', 'get'>;

const PAGE_SIZE = 25;

export const referralPagesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...referralKeys.all(userId), 'pages'],
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await apiClient.GET('/api/referrals', { params: { query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReferralPage) => last.nextCursor,
  });

export const useReferralPages = (userId: string) => useInfiniteQuery(referralPagesQueryOptions(userId), queryClient);
