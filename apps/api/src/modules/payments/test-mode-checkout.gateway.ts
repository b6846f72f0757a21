import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CheckoutGateway, CheckoutRequest, CheckoutSessionView } from './checkout-gateway';

/**
 * Without Stripe keys: the checkout page is our own /payment/test-checkout?payment={id}#token={token} ("Test mode —
 * no card is charged"). Its Pay button has the server sign a Stripe-shaped event with this gateway's webhook secret
 * and hand it to the same webhook handler real Stripe events go through. The token, known only to the browser that
 * started the checkout (as only it knows a real Stripe checkout URL), is what lets Pay through: a payment id alone
 * (it is in every return page's address) does not. In the fragment, it is never sent to a server or in a Referer.
 */
export class TestModeCheckoutGateway implements CheckoutGateway {
  readonly mode = 'test' as const;
  readonly webhookSecret: string;

  constructor(
    private readonly publicUrl: string,
    private readonly appSecret: string,
  ) {
    // Stable across processes sharing APP_SECRET, so any of them can verify what another signed.
    this.webhookSecret = `whsec_test_${createHmac('sha256', appSecret).update('stripe-test-mode-webhook').digest('hex')}`;
  }

  async createSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
    const url = `${this.publicUrl}/payment/test-checkout?payment=${request.paymentId}#token=${this.payToken(request.paymentId)}`;
    return { sessionId: `cs_test_local_${request.paymentId.replaceAll('-', '')}`, url };
  }

  /** Whether `token` is the one this payment's checkout URL carried (derived from APP_SECRET: any process can check). */
  acceptsPayToken(paymentId: string, token: string): boolean {
    const expected = Buffer.from(this.payToken(paymentId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private payToken(paymentId: string): string {
    return createHmac('sha256', this.appSecret).update(`test-checkout-pay:${paymentId}`).digest('base64url');
  }

  async retrieveSession(): Promise<CheckoutSessionView | null> {
    return null;
  }

  async refund(): Promise<{ refundId: string }> {
    return { refundId: `re_test_local_${randomUUID().replaceAll('-', '')}` };
  }
}
