import { site, type SessionDescription } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import { formatDateTime, formatMoney } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';
import type { PaymentRecord } from './payment-record';

/** A Tax School payment names its session in full: a code such as 2503 means nothing to the student. */
function courseRows(course: string | null, session: SessionDescription | null, t: { locale: SiteLocale }): Array<[string, string]> {
  if (!course || course === 'Tax Services') return [];
  if (!session) return [[m.mail_receipt_course({}, t), course]];
  return [
    [m.mail_receipt_course({}, t), session.name],
    [m.mail_receipt_dates({}, t), session.dates],
    [m.mail_receipt_class_times({}, t), session.times],
    [m.mail_receipt_how_to_join({}, t), session.howToJoin],
  ];
}

/**
 * The receipt for a paid payment, in the language of the page it was paid from; `session` describes a Tax School
 * registration's session (course_sessions). The subject names no amount or person: subjects are seen on lock screens.
 */
export function receiptMail(payment: PaymentRecord, receiptUrl: string, session: SessionDescription | null = null): MailMessage {
  const locale = payment.locale ?? 'en';
  const t = { locale };
  const ltr = isolateFor(locale);
  const rows: Array<[string, string]> = [
    [m.mail_receipt_amount_paid({}, t), formatMoney(payment.amountCents, locale)],
    [m.mail_receipt_for({}, t), payment.description],
    ...courseRows(payment.course, session, t),
    [m.mail_receipt_paid_on({}, t), formatDateTime(payment.paidAt ?? new Date(), 'medium', locale)],
    [m.mail_payment_reference({}, t), ltr(payment.reference)],
  ];
  const thanks = m.mail_receipt_thanks({ brand: site.brand }, t);
  const questions = m.mail_receipt_questions({ phone: ltr(site.supportPhone) }, t);
  const text = [
    m.mail_dear_name({ name: payment.name }, t),
    '',
    thanks,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    m.mail_receipt_printable_text({ url: ltr(receiptUrl) }, t),
    questions,
  ].join('\n');
  const html = [
    `<p>${escape(m.mail_dear_name({ name: payment.name }, t))}</p>`,
    `<p>${escape(thanks)}</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escape(receiptUrl)}">${escape(m.mail_receipt_printable_link({}, t))}</a></p>`,
    `<p>${escape(questions)}</p>`,
  ].join('\n');
  return { kind: 'payments.receipt', to: payment.email, subject: m.mail_receipt_subject({ brand: site.brand }, t), text, html: mailHtml(html, locale), locale };
}
