import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import type { MailMessage } from '../../platform/mail/mail-message';

// Mails to portal clients carry no tax data: no amounts, forms, document names, statuses or requests' titles, only
// that something waits in the portal and the link to it (the portal shows the rest after sign-in). They are written
// in the account's language (its /account choice, AccountLocales).

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function portalMail(kind: string, to: string, subject: string, lines: string[], portalUrl: string, locale: SiteLocale): MailMessage {
  const t = { locale };
  const text = [...lines, '', m.mail_portal_open_text({ url: isolateFor(locale)(portalUrl) }, t), '', `${site.brand}`].join('\n');
  const html = [`<p>${lines.map(escape).join('</p><p>')}</p>`, `<p><a href="${escape(portalUrl)}">${escape(m.mail_portal_open_link({}, t))}</a></p>`].join('');
  return { kind: `engagements.${kind}`, to, subject, text, html: mailHtml(html, locale), locale };
}

export function documentRequestedMail(to: string, portalUrl: string, locale: SiteLocale = 'en'): MailMessage {
  const t = { locale };
  return portalMail(
    'document_requested',
    to,
    m.mail_document_requested_subject({}, t),
    [m.mail_hello({}, t), m.mail_document_requested_line({ brand: site.brand }, t)],
    portalUrl,
    locale,
  );
}

export function documentReminderMail(to: string, portalUrl: string, locale: SiteLocale = 'en'): MailMessage {
  const t = { locale };
  return portalMail(
    'document_reminder',
    to,
    m.mail_document_reminder_subject({}, t),
    [m.mail_hello({}, t), m.mail_document_reminder_line({ brand: site.brand }, t)],
    portalUrl,
    locale,
  );
}

export function statusChangedMail(to: string, portalUrl: string, locale: SiteLocale = 'en'): MailMessage {
  const t = { locale };
  return portalMail(
    'status_changed',
    to,
    m.mail_status_changed_subject({}, t),
    [m.mail_hello({}, t), m.mail_status_changed_line({ brand: site.brand }, t)],
    portalUrl,
    locale,
  );
}
