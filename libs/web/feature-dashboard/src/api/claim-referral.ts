import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** POST /api/referrals/claims with the token from the confirmation email. */
export async function claimReferral(token: string) {
  return dataOrThrow(await apiClient.POST('/api/referrals/claims', { body: { token } }));
}

/** Attaches referrals sent while signed out to this account; its lists are then fetched again. */
export function useClaimReferral(userId: string) {
  return useMutation({ mutationFn: claimReferral, onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all(userId) }) }, queryClient);
}
