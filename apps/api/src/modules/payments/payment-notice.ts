import { formatMoney } from '@huron/shared/i18n/format';
import type { ActivityNotice } from '../../platform/events/activity-recorded.event';
import type { PaymentRecord } from './payment-record';

/** What staff are told about money in or out: who, what for and how much; a Tax School payment names the course. */
export function paymentNotice(kind: 'payment_received' | 'payment_refunded', payment: PaymentRecord, refundedNowCents?: number): ActivityNotice {
  const what: Array<[string, string]> = [
    ['For', payment.course && payment.course !== 'Tax Services' ? `Tax School registration (course ${payment.course})` : payment.description],
    ['Amount paid', formatMoney(payment.amountCents)],
  ];
  if (kind === 'payment_refunded') {
    what.push(['Refunded now', formatMoney(refundedNowCents ?? 0)], ['Refunded in all', formatMoney(payment.refundedCents)]);
  }
  return {
    kind,
    reference: payment.reference,
    office: null,
    occurredAt: new Date(),
    adminPath: `/admin/payments/${payment.id}`,
    client: { name: payment.name, email: payment.email },
    details: what,
  };
}
