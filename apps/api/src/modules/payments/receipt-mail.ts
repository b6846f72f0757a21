import { describeCourseSession, site } from '@huron/shared/content';
import { formatDateTime, formatMoney } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';
import type { PaymentRecord } from './payment-record';

/** A Tax School payment names its session in full: a code such as 2503 means nothing to the student. */
function courseRows(course: string | null): Array<[string, string]> {
  if (!course || course === 'Tax Services') return [];
  const session = describeCourseSession(course);
  if (!session) return [['Course', course]];
  return [
    ['Course', session.name],
    ['Dates', session.dates],
    ['Class times', session.times],
    ['How to join', session.howToJoin],
  ];
}

/** The receipt for a paid payment. The subject names no amount or person: subjects are seen on lock screens. */
export function receiptMail(payment: PaymentRecord, receiptUrl: string): MailMessage {
  const rows: Array<[string, string]> = [
    ['Amount paid', formatMoney(payment.amountCents)],
    ['For', payment.description],
    ...courseRows(payment.course),
    ['Paid on', formatDateTime(payment.paidAt ?? new Date())],
    ['Payment reference', payment.reference],
  ];
  const text = [
    `Dear ${payment.name},`,
    '',
    `Thank you for your payment to ${site.brand}. This is your receipt.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `A printable copy: ${receiptUrl}`,
    `Questions about this payment? Call ${site.supportPhone} and quote the reference.`,
  ].join('\n');
  const html = [
    `<p>Dear ${escape(payment.name)},</p>`,
    `<p>Thank you for your payment to ${escape(site.brand)}. This is your receipt.</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escape(receiptUrl)}">A printable copy of this receipt</a></p>`,
    `<p>Questions about this payment? Call ${escape(site.supportPhone)} and quote the reference.</p>`,
  ].join('\n');
  return { kind: 'payments.receipt', to: payment.email, subject: `Your payment receipt from ${site.brand}`, text, html };
}
