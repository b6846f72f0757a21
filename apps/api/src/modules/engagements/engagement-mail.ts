import { site } from '@huron/shared/content';
import type { MailMessage } from '../../platform/mail/mail-message';

// Mails to portal clients carry no tax data: no amounts, forms, document names, statuses or requests' titles, only
// that something waits in the portal and the link to it (the portal shows the rest after sign-in).

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function portalMail(kind: string, to: string, subject: string, lines: string[], portalUrl: string): MailMessage {
  const text = [...lines, '', `Open your client portal: ${portalUrl}`, '', `${site.brand}`].join('\n');
  const html = [`<p>${lines.map(escape).join('</p><p>')}</p>`, `<p><a href="${escape(portalUrl)}">Open your client portal</a></p>`].join('');
  return { kind: `engagements.${kind}`, to, subject, text, html };
}

export function documentRequestedMail(to: string, portalUrl: string): MailMessage {
  return portalMail(
    'document_requested',
    to,
    'Your preparer asked for a document',
    ['Hello,', `Your preparer at ${site.brand} asked you for a document or a piece of information. You can send it securely from your client portal.`],
    portalUrl,
  );
}

export function documentReminderMail(to: string, portalUrl: string): MailMessage {
  return portalMail(
    'document_reminder',
    to,
    'Reminder: your preparer asked for a document',
    [
      'Hello,',
      `Your preparer at ${site.brand} is still waiting for a document or a piece of information from you. You can send it securely from your client portal.`,
    ],
    portalUrl,
  );
}

export function statusChangedMail(to: string, portalUrl: string): MailMessage {
  return portalMail(
    'status_changed',
    to,
    "Your return's status changed",
    ['Hello,', `There is news about your return with ${site.brand}. Sign in to your client portal to see where it stands.`],
    portalUrl,
  );
}
