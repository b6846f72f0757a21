import Stripe from 'stripe';
import type { CheckoutGateway, CheckoutRequest, CheckoutSessionView } from './checkout-gateway';
import { toApiError } from './stripe-errors';

/** Real Stripe Checkout through the official SDK (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set). */
export class StripeCheckoutGateway implements CheckoutGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    readonly webhookSecret: string,
    apiUrl?: string,
  ) {
    const target = apiUrl ? new URL(apiUrl) : undefined;
    this.stripe = new Stripe(secretKey, {
      ...(target && { host: target.hostname, port: Number(target.port) || undefined, protocol: target.protocol.replace(':', '') as 'http' | 'https' }),
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  async createSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
    const metadata: Record<string, string> = { payment_id: request.paymentId, ...(request.course && { course: request.course }) };
    try {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: request.amountCents, product_data: { name: request.description } } }],
          customer_email: request.email,
          client_reference_id: request.paymentId,
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // Derived from our payment id: a retry after a lost answer gets the same session, never a second one.
        { idempotencyKey: `checkout-session-${request.paymentId}` },
      );
      if (!session.url) throw new Stripe.errors.StripeAPIError({ message: 'Checkout Session without a url' });
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      throw toApiError(error);
    }
  }

  async retrieveSession(sessionId: string): Promise<CheckoutSessionView | null> {
    return (await this.stripe.checkout.sessions.retrieve(sessionId)) as unknown as CheckoutSessionView;
  }

  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey });
      return { refundId: refund.id };
    } catch (error) {
      throw toApiError(error);
    }
  }
}
