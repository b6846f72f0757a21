import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { ApiError } from '../../platform/http/api-error';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type CheckoutSessionView } from './checkout-gateway';
import { PaymentFulfilmentService } from './payment-fulfilment.service';
import { PaymentsRepository } from './payments.repository';

/** Stripe's default: a signature more than five minutes old is refused (replays), and here also one as far ahead. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The SDK refuses only old timestamps; a signed timestamp far in the future would stay "fresh" for as long as the
 * signer liked. Checked after the signature, so `t` is the one that was signed.
 */
function signedTooFarAhead(signature: string, nowSeconds: number): boolean {
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  return !Number.isFinite(timestamp) || timestamp - nowSeconds > SIGNATURE_TOLERANCE_SECONDS;
}

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * The one entry for payment events, real or from the test checkout: checks the signature over the exact bytes,
 * records the event id (once, across processes) and applies it, all in one transaction. An error rolls the
 * whole thing back, the endpoint answers 500 and Stripe redelivers.
 */
@Injectable()
export class StripeWebhookService {
  constructor(
    @Inject(CHECKOUT_GATEWAY) private readonly gateway: CheckoutGateway,
    private readonly repository: PaymentsRepository,
    private readonly fulfilment: PaymentFulfilmentService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    if (!rawBody || !signature) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_signature', 'Stripe-Signature header and a JSON body are required');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.gateway.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      if (signedTooFarAhead(signature, Math.floor(Date.now() / 1000))) throw new Error('Timestamp outside the tolerance zone (in the future)');
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable';
      throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_signature', `Stripe-Signature: ${reason}`);
    }
    return this.repository.transaction(async (manager) => {
      if (!(await this.repository.claimEvent(manager, event.id, event.type))) return 'duplicate';
      const object = event.data.object as unknown;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          await this.fulfilment.fulfil(manager, object as CheckoutSessionView);
          return 'handled';
        case 'checkout.session.async_payment_failed':
          await this.fulfilment.markUnpaid(manager, object as CheckoutSessionView, 'failed');
          return 'handled';
        case 'checkout.session.expired':
          await this.fulfilment.markUnpaid(manager, object as CheckoutSessionView, 'expired');
          return 'handled';
        case 'charge.refunded':
          await this.fulfilment.recordRefunded(manager, object as Stripe.Charge);
          return 'handled';
        default:
          return 'ignored';
      }
    });
  }
}
