import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { EventBus } from '../../platform/events/event-bus';
import { MailService } from '../../platform/mail/mail.service';
import { ApiError } from '../../platform/http/api-error';
import { paymentNotice } from './payment-notice';
import { CHECKOUT_GATEWAY, type CheckoutGateway } from './checkout-gateway';
import { PaymentsRepository } from './payments.repository';
import { refundMail } from './refund-mail';

/**
 * Staff refunds through Stripe's refunds API. The payment row is locked for the whole refund, so two staff
 * clicking at once refund one after the other against the true remaining amount. Stripe's idempotency key is the
 * payment id plus how many refunds it already has: a retry after a lost answer (nothing committed here) sends the
 * same key and gets the same refund back instead of a second one.
 */
@Injectable()
export class PaymentRefundsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly mail: MailService,
    @Inject(CHECKOUT_GATEWAY) private readonly gateway: CheckoutGateway,
  ) {}

  /**
   * `reason` is kept with the refund and in the audit entry; the client gets a refund mail (outbox, same transaction).
   * The route is also `@Idempotent()`: a double-click sending the same Idempotency-Key refunds once.
   */
  async refund(paymentId: string, requestedCents: number | undefined, reason: string, actorId: string, requestId: string | null): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const payment = await this.repository.lockById(manager, paymentId);
      if (!payment) throw ApiError.notFound('Payment');
      if (payment.status !== 'paid' && payment.status !== 'partially_refunded') {
        throw new ApiError(HttpStatus.CONFLICT, 'payment_not_refundable', `Only a paid payment can be refunded; this one is ${payment.status}`);
      }
      const remaining = payment.amountCents - payment.refundedCents;
      const amount = requestedCents ?? remaining;
      if (amount > remaining) throw ApiError.tooBig('amount', remaining, 'cents', ' (what is left to refund)');
      if (!payment.stripePaymentIntentId) throw new ApiError(HttpStatus.CONFLICT, 'payment_not_refundable', 'This payment has no Stripe payment to refund');
      const attempt = await this.repository.countRefunds(manager, payment.id);
      const { refundId } = await this.gateway.refund(payment.stripePaymentIntentId, amount, `refund-${payment.id}-${attempt + 1}`);
      await this.repository.insertRefund(manager, { paymentId: payment.id, amountCents: amount, stripeRefundId: refundId, reason, createdBy: actorId });
      const refunded = await this.repository.recordRefunded(manager, payment.id, payment.refundedCents + amount);
      if (refunded) await this.events.emit(new ActivityRecorded(manager, paymentNotice('payment_refunded', refunded.payment, amount)));
      await this.mail.enqueue(refundMail(refunded?.payment ?? { ...payment, refundedCents: payment.refundedCents + amount }, amount), manager);
      await this.audit.record(
        {
          actorId,
          action: 'payment.refunded',
          subjectType: 'payment',
          subjectId: payment.id,
          details: { amountCents: amount, full: amount === payment.amountCents, stripeRefundId: refundId, reason },
          requestId,
        },
        manager,
      );
    });
  }
}
