import { createHmac, randomUUID } from 'node:crypto';
import type { CheckoutGateway, CheckoutRequest, CheckoutSessionView } from './checkout-gateway';

/**
 * Without Stripe keys: the checkout page is our own /payment/test-checkout?payment={id} ("Test mode — no card is
 * charged"). Its Pay button has the server sign a Stripe-shaped event with this gateway's webhook secret and hand
 * it to the same webhook handler real Stripe events go through.
 */
export class TestModeCheckoutGateway implements CheckoutGateway {
  readonly mode = 'test' as const;
  readonly webhookSecret: string;

  constructor(
    private readonly publicUrl: string,
    appSecret: string,
  ) {
    // Stable across processes sharing APP_SECRET, so any of them can verify what another signed.
    this.webhookSecret = `whsec_test_${createHmac('sha256', appSecret).update('stripe-test-mode-webhook').digest('hex')}`;
  }

  async createSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
    return { sessionId: `cs_test_local_${request.paymentId.replaceAll('-', '')}`, url: `${this.publicUrl}/payment/test-checkout?payment=${request.paymentId}` };
  }

  async retrieveSession(): Promise<CheckoutSessionView | null> {
    return null;
  }

  async refund(): Promise<{ refundId: string }> {
    return { refundId: `re_test_local_${randomUUID().replaceAll('-', '')}` };
  }
}
