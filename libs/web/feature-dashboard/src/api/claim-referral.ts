import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** POST /api/referrals/claims with the token from the confirmation email. */
export async function claimReferral(token: string) {
  return dataOrThrow(await apiClient.POST('/api/referrals/claims', { body: { token } }));
}

/** Attaches the referrals of a confirmation link to the signed-in account, then reads its lists again. */
export const useClaimReferral = (userId: string) =>
  useMutation({ mutationFn: claimReferral, onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all(userId) }) }, queryClient);
