import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import { escapeHtml } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

/** To the client when staff issue an invoice, in the account's language: a link to the portal; no amount, no lines, no tax data. */
export function newInvoiceToClient(to: string, portalUrl: string, locale: SiteLocale = 'en'): MailMessage {
  const t = { locale };
  const ltr = isolateFor(locale);
  const line = m.mail_invoice_line({ brand: site.brand }, t);
  const questions = m.mail_questions_call({ phone: ltr(site.supportPhone) }, t);
  const text = [m.mail_hello({}, t), '', line, '', m.mail_invoice_see_text({ url: ltr(portalUrl) }, t), '', questions].join('\n');
  const html = [
    `<p>${escapeHtml(m.mail_hello({}, t))}</p>`,
    `<p>${escapeHtml(line)}</p>`,
    `<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(m.mail_invoice_see_link({}, t))}</a></p>`,
    `<p>${escapeHtml(questions)}</p>`,
  ].join('\n');
  return { kind: 'invoices.issued', to, subject: m.mail_invoice_subject({}, t), text, html: mailHtml(html, locale), locale };
}
