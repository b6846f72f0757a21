import type { ReferralCreate } from '@huron/shared/contracts/referrals';
import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** POST /api/referrals (the access token, when signed in, is added by the API client). */
export async function createReferral(body: ReferralCreate, idempotencyKey: string) {
  return dataOrThrow(await apiClient.POST('/api/referrals', { body, headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** Sends a referral; a signed-in referrer's lists are fetched again, as they now hold it. */
export function useCreateReferral(userId: string | undefined) {
  return useMutation(
    {
      mutationFn: ({ body, idempotencyKey }: { body: ReferralCreate; idempotencyKey: string }) => createReferral(body, idempotencyKey),
      onSuccess: () => (userId ? queryClient.invalidateQueries({ queryKey: referralKeys.all(userId) }) : undefined),
    },
    queryClient,
  );
}
