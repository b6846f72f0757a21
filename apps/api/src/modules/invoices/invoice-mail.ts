import { site } from '@huron/shared/content';
import { escapeHtml } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

/** To the client when staff issue an invoice: a link to the portal; no amount, no lines, no tax data. */
export function newInvoiceToClient(to: string, portalUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `${site.brand} sent you an invoice in your client portal.`,
    '',
    `See it and pay online: ${portalUrl}`,
    '',
    `Questions? Call ${site.supportPhone}.`,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(site.brand)} sent you an invoice in your client portal.</p>`,
    `<p><a href="${escapeHtml(portalUrl)}">See it and pay online</a></p>`,
    `<p>Questions? Call ${escapeHtml(site.supportPhone)}.</p>`,
  ].join('\n');
  return { kind: 'invoices.issued', to, subject: 'You have a new invoice', text, html };
}
