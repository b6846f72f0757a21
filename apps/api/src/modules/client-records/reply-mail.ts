import { offices, officeBySlug, site } from '@huron/shared/content';
import { escapeHtml } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

/** The office's address for a record (none or remote: the main office, listed first). */
export function officeReplyTo(office: string | null): string {
  return (office && office !== 'remote' && officeBySlug(office)?.email) || offices[0]?.email || site.emails.info;
}

/**
 * A staff reply to a client, from the firm's address (the outbox's sender) with Reply-To the record's office, so
 * the client's answer reaches the office. The body is the staff member's text, as typed (plain text; escaped in HTML).
 */
export function replyMail(reply: { to: string; name: string | null; subject: string; body: string; replyTo: string }): MailMessage {
  const greeting = reply.name ? `Dear ${reply.name},` : 'Hello,';
  const text = [greeting, '', reply.body, '', `${site.brand}`, `Reply to this email or call ${site.supportPhone}.`].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...reply.body.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    `<p>${escapeHtml(site.brand)}<br>Reply to this email or call ${escapeHtml(site.supportPhone)}.</p>`,
  ].join('\n');
  return { kind: 'client-records.reply', to: reply.to, replyTo: reply.replyTo, subject: reply.subject, text, html };
}
