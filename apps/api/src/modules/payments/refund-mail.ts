import { site } from '@huron/shared/content';
import { formatDateTime, formatMoney } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';
import type { PaymentRecord } from './payment-record';

/**
 * To the client when staff refund (all or part of) a payment: the amount refunded, what is left paid, the
 * reference. The staff member's reason stays inside the firm (audit log, back office). The subject names no amount.
 */
export function refundMail(payment: PaymentRecord, refundedCents: number, at: Date = new Date()): MailMessage {
  const rows: Array<[string, string]> = [
    ['Amount refunded', formatMoney(refundedCents)],
    ['Original payment', formatMoney(payment.amountCents)],
    ['Refunded in all', formatMoney(payment.refundedCents)],
    ['For', payment.description],
    ['Refunded on', formatDateTime(at)],
    ['Payment reference', payment.reference],
  ];
  const text = [
    `Dear ${payment.name},`,
    '',
    `${site.brand} has refunded your payment${payment.refundedCents < payment.amountCents ? ' in part' : ''}.`,
    'The money goes back to the card you paid with; your bank usually shows it within 5 to 10 business days.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Questions about this refund? Call ${site.supportPhone} and quote the reference.`,
  ].join('\n');
  const html = [
    `<p>Dear ${escape(payment.name)},</p>`,
    `<p>${escape(site.brand)} has refunded your payment${payment.refundedCents < payment.amountCents ? ' in part' : ''}.`,
    'The money goes back to the card you paid with; your bank usually shows it within 5 to 10 business days.</p>',
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
    `<p>Questions about this refund? Call ${escape(site.supportPhone)} and quote the reference.</p>`,
  ].join('\n');
  return { kind: 'payments.refund', to: payment.email, subject: `Your refund from ${site.brand}`, text, html };
}
