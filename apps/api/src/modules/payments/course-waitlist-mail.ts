import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import { escapeHtml as escape } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

/**
 * The one email a waitlist entry gets when registration for a session opens, in the language of the page the person
 * asked from: the session, where to register (that page in that language), and an unsubscribe link honoured at once
 * (also the RFC 8058 one-click target of its List-Unsubscribe header).
 */
export function waitlistOpenedMail(
  to: { name: string; email: string; locale?: SiteLocale },
  session: { name: string; schedule: string },
  links: { register: string; unsubscribe: string },
): MailMessage {
  const locale = to.locale ?? 'en';
  const t = { locale };
  const ltr = isolateFor(locale);
  const asked = m.mail_waitlist_asked({ session: session.name }, t);
  const once = m.mail_waitlist_once({}, t);
  // The unsubscribe link sits inside a sentence in HTML: the sentence is built around a marker replaced after escaping.
  const MARK = '\u0001';
  const unsubscribeHtml = escape(m.mail_waitlist_unsubscribe_html({ link: MARK }, t)).replace(
    MARK,
    `<a href="${escape(links.unsubscribe)}">${escape(m.mail_waitlist_unsubscribe_link({}, t))}</a>`,
  );
  const text = [
    m.mail_dear_name({ name: to.name }, t),
    '',
    asked,
    '',
    session.schedule,
    '',
    m.mail_waitlist_register_text({ url: ltr(links.register) }, t),
    '',
    `${once} ${m.mail_waitlist_unsubscribe_text({ url: ltr(links.unsubscribe) }, t)}`,
  ].join('\n');
  const html = [
    `<p>${escape(m.mail_dear_name({ name: to.name }, t))}</p>`,
    `<p>${escape(asked)}</p>`,
    `<p><strong>${escape(session.schedule)}</strong></p>`,
    `<p><a href="${escape(links.register)}">${escape(m.mail_waitlist_register_link({}, t))}</a></p>`,
    `<p>${escape(once)} ${unsubscribeHtml}</p>`,
  ].join('\n');
  return {
    kind: 'tax-school.waitlist-opened',
    to: to.email,
    subject: m.mail_waitlist_subject({ brand: site.brand }, t),
    text,
    html: mailHtml(html, locale),
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    locale,
  };
}
