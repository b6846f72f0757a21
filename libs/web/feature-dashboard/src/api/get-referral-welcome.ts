import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type ReferralWelcomeBody = ApiResponse<'/api/referrals/codes/{code}', 'get'>;

/** GET /api/referrals/codes/{code}: the referrer's first name and the friend's discount; an unknown code fails (404). */
export const referralWelcomeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['referral-welcome', code],
    queryFn: async () => dataOrThrow(await apiClient.GET('/api/referrals/codes/{code}', { params: { path: { code } } })),
    retry: false,
    staleTime: Infinity,
  });

export const useReferralWelcome = (code: string) => useQuery(referralWelcomeQueryOptions(code), queryClient);
