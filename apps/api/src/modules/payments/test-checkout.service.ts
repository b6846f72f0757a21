import { mailPath } from '@huron/shared/i18n';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ApiError } from '../../platform/http/api-error';
import { CHECKOUT_GATEWAY, type CheckoutGateway } from './checkout-gateway';
import { PaymentsService } from './payments.service';
import { StripeWebhookService } from './stripe-webhook.service';
import { TestModeCheckoutGateway } from './test-mode-checkout.gateway';

/**
 * The built-in test checkout (no Stripe keys). Pay builds the checkout.session.completed event Stripe would send,
 * signs it with the test-mode webhook secret and delivers it to the webhook handler: one fulfilment path.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhook: StripeWebhookService,
    @Inject(CHECKOUT_GATEWAY) private readonly gateway: CheckoutGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Pays a pending payment for the browser that started its checkout; answers where it goes next (the success page). */
  async pay(id: string, token: string): Promise<{ redirectTo: string }> {
    this.payments.assertTestMode();
    const payment = await this.payments.find(id);
    if (!(this.gateway instanceof TestModeCheckoutGateway) || !this.gateway.acceptsPayToken(payment.id, token)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'checkout_token_invalid', 'Only the browser that started this checkout can pay it');
    }
    if (payment.status !== 'pending' || !payment.stripeSessionId) {
      throw new ApiError(HttpStatus.CONFLICT, 'payment_not_pending', `This payment is ${payment.status}, so it cannot be paid again`);
    }
    const payload = JSON.stringify({
      id: `evt_test_local_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: payment.stripeSessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: payment.amountCents,
          currency: payment.currency,
          client_reference_id: payment.id,
          metadata: { payment_id: payment.id, ...(payment.course && { course: payment.course }) },
          payment_intent: `pi_test_local_${payment.id.replaceAll('-', '')}`,
          customer_details: { email: payment.email },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.gateway.webhookSecret });
    await this.webhook.receive(Buffer.from(payload), signature);
    return { redirectTo: `${this.config.publicUrl}${mailPath('/payment/success', payment.locale ?? 'en')}?payment=${payment.id}` };
  }
}
