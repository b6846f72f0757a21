import type { MailMessage } from '../../platform/mail/mail-message';
import type { PaymentRecord } from './payment-record';

const BRAND = 'Huron Tax & Accounting';
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const when = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Detroit' }).format(date);
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The receipt for a paid payment. The subject names no amount or person: subjects are seen on lock screens. */
export function receiptMail(payment: PaymentRecord, receiptUrl: string): MailMessage {
  const rows: Array<[string, string]> = [
    ['Amount paid', money(payment.amountCents)],
    ['For', payment.description],
    ...(payment.course && payment.course !== 'Tax Services' ? [['Course', payment.course] as [string, string]] : []),
    ['Paid on', when(payment.paidAt ?? new Date())],
    ['Payment reference', payment.id],
  ];
  const text = [
    `Dear ${payment.name},`,
    '',
    `Thank you for your payment to ${BRAND}. This is your receipt.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `A printable copy: ${receiptUrl}`,
    '',
    `-- ${BRAND}`,
  ].join('\n');
  const html = [
    `<p>Dear ${escape(payment.name)},</p>`,
    `<p>Thank you for your payment to ${BRAND}. This is your receipt.</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escape(receiptUrl)}">A printable copy of this receipt</a></p>`,
    `<p>-- ${BRAND}</p>`,
  ].join('\n');
  return { kind: 'payments.receipt', to: payment.email, subject: `Your payment receipt from ${BRAND}`, text, html };
}
