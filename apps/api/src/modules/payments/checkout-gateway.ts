/** What a checkout needs to know about one payment. */
export interface CheckoutRequest {
  paymentId: string;
  amountCents: number;
  description: string;
  email: string;
  course: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** The parts of a Checkout Session that fulfilment reads (Stripe's field names). */
export interface CheckoutSessionView {
  id: string;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired' | null;
  amount_total: number | null;
  currency: string | null;
  payment_intent: string | { id: string } | null;
}

/**
 * The payment provider as the payments module uses it. Real Stripe with keys; without them the built-in test
 * checkout, whose events go through the same signed webhook handler.
 */
export interface CheckoutGateway {
  readonly mode: 'stripe' | 'test';
  /** The secret webhook signatures are checked with. */
  readonly webhookSecret: string;
  createSession(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** The session as the provider sees it now, or null when the provider cannot be asked (test mode). */
  retrieveSession(sessionId: string): Promise<CheckoutSessionView | null>;
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
}

export const CHECKOUT_GATEWAY = Symbol('CheckoutGateway');
