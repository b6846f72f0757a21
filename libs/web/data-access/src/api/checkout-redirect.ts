import { m } from '@huron/shared/i18n';
import { ApiError } from './api-error';

/**
 * The URL to send the person to after a checkout call (payment page and tax school alike): a refusal passes on as
 * the ApiError (its form words it with the form's labels), anything else is 'Payment failed', and 'No payment URL
 * received' when no URL came back.
 */
export async function checkoutUrlOf(call: () => Promise<{ url?: string | null }>): Promise<string> {
  let url: string | null | undefined;
  try {
    ({ url } = await call());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(m.payment_failed());
  }
  if (!url) throw new Error(m.payment_no_url());
  return url;
}
