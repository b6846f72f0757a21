import { currentLocale } from '@huron/shared/i18n';
import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { ReferralCreate } from '@huron/shared/contracts/referrals';
import { useMutation } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** POST /api/referrals (the access token, when signed in, is added by the API client). */
export async function createReferral(body: ReferralCreate, idempotencyKey: string) {
  return dataOrThrow(await apiClient.POST('/api/referrals', { body: { ...body, locale: currentLocale() }, headers: { 'Idempotency-Key': idempotencyKey } }));
}

/** Sends a referral; a signed-in referrer's lists are read again afterwards. */
export const useCreateReferral = (userId: string | undefined) =>
  useMutation(
    {
      mutationFn: ({ body, idempotencyKey }: { body: ReferralCreate; idempotencyKey: string }) => createReferral(body, idempotencyKey),
      onSuccess: () => (userId ? queryClient.invalidateQueries({ queryKey: referralKeys.all(userId) }) : undefined),
    },
    queryClient,
  );
