import { site } from '@huron/shared/content';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import { formatDateTime, formatMoney } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';
import type { PaymentRecord } from './payment-record';

/**
 * To the client when staff refund (all or part of) a payment, in the language of the page it was paid from: the
 * amount refunded, what is left paid, the reference. The staff member's reason stays inside the firm (audit log,
 * back office). The subject names no amount.
 */
export function refundMail(payment: PaymentRecord, refundedCents: number, at: Date = new Date()): MailMessage {
  const locale = payment.locale ?? 'en';
  const t = { locale };
  const ltr = isolateFor(locale);
  const rows: Array<[string, string]> = [
    [m.mail_refund_amount({}, t), formatMoney(refundedCents, locale)],
    [m.mail_refund_original({}, t), formatMoney(payment.amountCents, locale)],
    [m.mail_refund_total({}, t), formatMoney(payment.refundedCents, locale)],
    [m.mail_receipt_for({}, t), payment.description],
    [m.mail_refund_on({}, t), formatDateTime(at, 'medium', locale)],
    [m.mail_payment_reference({}, t), ltr(payment.reference)],
  ];
  const done = payment.refundedCents < payment.amountCents ? m.mail_refund_done_part({ brand: site.brand }, t) : m.mail_refund_done({ brand: site.brand }, t);
  const bank = m.mail_refund_bank({}, t);
  const questions = m.mail_refund_questions({ phone: ltr(site.supportPhone) }, t);
  const text = [m.mail_dear_name({ name: payment.name }, t), '', done, bank, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', questions].join(
    '\n',
  );
  const html = [
    `<p>${escape(m.mail_dear_name({ name: payment.name }, t))}</p>`,
    `<p>${escape(done)}`,
    `${escape(bank)}</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
    `<p>${escape(questions)}</p>`,
  ].join('\n');
  return { kind: 'payments.refund', to: payment.email, subject: m.mail_refund_subject({ brand: site.brand }, t), text, html: mailHtml(html, locale), locale };
}
