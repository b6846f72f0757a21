import { offices, site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import { escapeHtml } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

// Mails of the message threads carry no content, no tax data and no names: only that a message is waiting, and where.

/** To the client when the firm writes, in the account's language: "You have a new message", a link to the portal. */
export function newMessageToClient(to: string, portalUrl: string, locale: SiteLocale = 'en'): MailMessage {
  const t = { locale };
  const ltr = isolateFor(locale);
  const line = m.mail_message_line({ brand: site.brand }, t);
  const privacy = m.mail_message_privacy({}, t);
  const questions = m.mail_questions_call({ phone: ltr(site.supportPhone) }, t);
  const text = [m.mail_hello({}, t), '', line, '', m.mail_message_read_text({ url: ltr(portalUrl) }, t), '', privacy, questions].join('\n');
  const html = [
    `<p>${escapeHtml(m.mail_hello({}, t))}</p>`,
    `<p>${escapeHtml(line)}</p>`,
    `<p><a href="${escapeHtml(portalUrl)}">${escapeHtml(m.mail_message_read_link({}, t))}</a></p>`,
    `<p>${escapeHtml(privacy)}</p>`,
    `<p>${escapeHtml(questions)}</p>`,
  ].join('\n');
  return { kind: 'portal-messages.new-to-client', to, subject: m.mail_message_subject({}, t), text, html: mailHtml(html, locale), locale };
}

/** The office's address for an engagement (remote and unknown offices go to the main office). */
export function officeAddressFor(office: string | null | undefined): string {
  const slug = !office || office === 'remote' ? 'dearborn' : office;
  return (offices.find((o) => o.slug === slug) ?? offices[0]!).email;
}

/** To the office when a client writes: a link to the thread in the back office, nothing of the message. */
export function newMessageToOffice(to: string, adminUrl: string): MailMessage {
  const text = ['A client wrote a new message in the client portal.', '', `Open the thread in the back office: ${adminUrl}`].join('\n');
  const html = [
    '<p>A client wrote a new message in the client portal.</p>',
    `<p><a href="${escapeHtml(adminUrl)}">Open the thread in the back office</a></p>`,
  ].join('\n');
  return { kind: 'portal-messages.new-to-office', to, subject: 'New client message in the portal', text, html };
}
