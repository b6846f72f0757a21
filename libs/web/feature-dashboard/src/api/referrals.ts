import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import type { ReferralCreate } from '@huron/shared/contracts/referrals';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export type ReferralPage = ApiResponse<'/api/referrals', 'get'>;
export type ReferralSummary = ApiResponse<'/api/referrals/summary', 'get'>;
export type ReferralLink = ApiResponse<'/api/referrals/link', 'get'>;

const PAGE_SIZE = 25;

/** Keyed by user, so another account signing in on this tab never sees the previous one's referrals. */
export const referralKeys = { all: (userId: string) => ['referrals', userId] as const };

export const referralPagesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...referralKeys.all(userId), 'pages'],
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await apiClient.GET('/api/referrals', { params: { query: { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReferralPage) => last.nextCursor,
  });

export const referralSummaryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...referralKeys.all(userId), 'summary'], queryFn: async () => dataOrThrow(await apiClient.GET('/api/referrals/summary')) });

export const referralLinkQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...referralKeys.all(userId), 'link'],
    queryFn: async () => dataOrThrow(await apiClient.GET('/api/referrals/link')),
    staleTime: Infinity,
  });

export const useReferralPages = (userId: string) => useInfiniteQuery(referralPagesQueryOptions(userId), queryClient);
export const useReferralSummary = (userId: string) => useQuery(referralSummaryQueryOptions(userId), queryClient);
export const useReferralLink = (userId: string) => useQuery(referralLinkQueryOptions(userId), queryClient);

/** POST /api/referrals (the access token, when signed in, is added by the API client). */
export async function createReferral(body: ReferralCreate, idempotencyKey: string) {
  return dataOrThrow(await apiClient.POST('/api/referrals', { body, headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** POST /api/referrals/claims with the token from the confirmation email. */
export async function claimReferral(token: string) {
  return dataOrThrow(await apiClient.POST('/api/referrals/claims', { body: { token } }));
}
