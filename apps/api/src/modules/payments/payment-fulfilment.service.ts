import { mailPath } from '@huron/shared/i18n';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { EventBus } from '../../platform/events/event-bus';
import { MailService } from '../../platform/mail/mail.service';
import { paymentNotice } from './payment-notice';
import type { CheckoutSessionView } from './checkout-gateway';
import { CourseSessionsService } from './course-sessions.service';
import { PaymentPaid } from './payment-paid.event';
import { PaymentsRepository } from './payments.repository';
import { receiptMail } from './receipt-mail';
import type { Tx } from '../../platform/database/transactions';

/**
 * What a paid, failed or expired Checkout Session does to our records. Every step is a conditional UPDATE inside
 * the caller's transaction, so the webhook, a redelivery, the success page and a second process can all call it
 * at once: exactly one of them marks the payment paid, and only that one emits PaymentPaid and queues the receipt.
 */
@Injectable()
export class PaymentFulfilmentService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly mail: MailService,
    private readonly courseSessions: CourseSessionsService,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Marks the session's payment paid when Stripe says it is; true when this call made the change. */
  async fulfil(manager: Tx, session: CheckoutSessionView): Promise<boolean> {
    if (session.payment_status !== 'paid') return false;
    const paymentId = paymentIdOf(session);
    const payment = paymentId ? await this.repository.findById(paymentId, manager) : null;
    if (!payment) {
      this.log.warn({ msg: 'paid Checkout Session for no known payment', sessionId: session.id });
      return false;
    }
    if (session.amount_total !== payment.amountCents || (session.currency ?? 'usd') !== payment.currency) {
      this.log.error({ msg: 'paid Checkout Session does not match the payment amount; not fulfilled', paymentId: payment.id, sessionId: session.id });
      return false;
    }
    const paid = await this.repository.markPaid(manager, payment.id, paymentIntentIdOf(session));
    if (!paid) return false;
    await this.repository.markRegistrationPaid(manager, paid.id);
    await this.events.emit(new ActivityRecorded(manager, paymentNotice('payment_received', paid)));
    const courseSession = paid.course ? await this.courseSessions.describe(paid.course, manager) : null;
    await this.mail.enqueue(
      receiptMail(paid, `${this.config.publicUrl}${mailPath('/payment/success', paid.locale ?? 'en')}?payment=${paid.id}`, courseSession),
      manager,
    );
    await this.events.emit(new PaymentPaid(manager, paid.id, paid.reference, paid.amountCents));
    this.log.log({ msg: 'payment fulfilled', paymentId: paid.id });
    return true;
  }

  async markUnpaid(manager: Tx, session: CheckoutSessionView, status: 'failed' | 'expired'): Promise<void> {
    const paymentId = paymentIdOf(session);
    if (paymentId) await this.repository.markUnpaid(manager, paymentId, status);
  }

  async recordRefunded(manager: Tx, charge: { payment_intent: string | { id: string } | null; amount_refunded: number }): Promise<void> {
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const payment = intentId ? await this.repository.findByPaymentIntent(manager, intentId) : null;
    if (!payment) return;
    // A refund made here was announced when staff made it; one made in Stripe's dashboard is new to us.
    const result = await this.repository.recordRefunded(manager, payment.id, charge.amount_refunded);
    if (result && result.addedCents > 0)
      await this.events.emit(new ActivityRecorded(manager, paymentNotice('payment_refunded', result.payment, result.addedCents)));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function paymentIdOf(session: CheckoutSessionView): string | null {
  const id = session.metadata?.['payment_id'] ?? session.client_reference_id;
  return id && UUID.test(id) ? id : null;
}

function paymentIntentIdOf(session: CheckoutSessionView): string | null {
  return typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
}
