import { offices, site } from '@huron/shared/content';
import { escapeHtml } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

// Mails of the message threads carry no content, no tax data and no names: only that a message is waiting, and where.

/** To the client when the firm writes: "You have a new message", a link to the portal. */
export function newMessageToClient(to: string, portalUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `You have a new message from ${site.brand} in your client portal.`,
    '',
    `Read it and reply here: ${portalUrl}`,
    '',
    'For your privacy we never put the message itself in an email.',
    `Questions? Call ${site.supportPhone}.`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>You have a new message from ${escapeHtml(site.brand)} in your client portal.</p>`,
    `<p><a href="${escapeHtml(portalUrl)}">Read it and reply in the client portal</a></p>`,
    '<p>For your privacy we never put the message itself in an email.</p>',
    `<p>Questions? Call ${escapeHtml(site.supportPhone)}.</p>`,
  ].join('\n');
  return { kind: 'portal-messages.new-to-client', to, subject: 'You have a new message', text, html };
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
