import { m } from '@huron/shared/i18n';

/**
 * The URL to send the person to after a checkout call (payment page and tax school alike): the server's own
 * message when it refused ('Payment failed' when it gave none), 'No payment URL received' when no URL came back.
 */
export async function checkoutUrlOf(call: () => Promise<{ url?: string | null }>): Promise<string> {
  let url: string | null | undefined;
  try {
    ({ url } = await call());
  } catch (error) {
    throw new Error(error instanceof Error && error.message ? error.message : m.payment_failed());
  }
  if (!url) throw new Error(m.payment_no_url());
  return url;
}
