import { offices, officeBySlug, site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import { escapeHtml } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

/** The office's address for a record (none or remote: the main office, listed first). */
export function officeReplyTo(office: string | null): string {
  return (office && office !== 'remote' && officeBySlug(office)?.email) || offices[0]?.email || site.emails.info;
}

/**
 * A staff reply to a client, from the firm's address (the outbox's sender) with Reply-To the record's office, so
 * the client's answer reaches the office. The body is the staff member's text, as typed (plain text; escaped in HTML);
 * the greeting and the closing line around it are in the client's language (the lead's page, else the account's).
 */
export function replyMail(reply: { to: string; name: string | null; subject: string; body: string; replyTo: string; locale?: SiteLocale }): MailMessage {
  const locale = reply.locale ?? 'en';
  const t = { locale };
  const greeting = reply.name ? m.mail_dear_name({ name: reply.name }, t) : m.mail_hello({}, t);
  const closing = m.mail_reply_footer({ phone: isolateFor(locale)(site.supportPhone) }, t);
  const text = [greeting, '', reply.body, '', `${site.brand}`, closing].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...reply.body.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p>${escapeHtml(site.brand)}<br>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { kind: 'client-records.reply', to: reply.to, replyTo: reply.replyTo, subject: reply.subject, text, html: mailHtml(html, locale), locale };
}
