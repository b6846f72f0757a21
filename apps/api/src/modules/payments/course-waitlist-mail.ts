import { site } from '@huron/shared/content';
import { escapeHtml as escape } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

/**
 * The one email a waitlist entry gets when registration for a session opens: the session, where to register, and an
 * unsubscribe link honoured at once (also the RFC 8058 one-click target of its List-Unsubscribe header).
 */
export function waitlistOpenedMail(
  to: { name: string; email: string },
  session: { name: string; schedule: string },
  links: { register: string; unsubscribe: string },
): MailMessage {
  const text = [
    `Dear ${to.name},`,
    '',
    `You asked us to tell you when registration opens for the ${session.name}. It is open now:`,
    '',
    session.schedule,
    '',
    `Register: ${links.register}`,
    '',
    `We send this once per opening, and only because you asked. To hear no more from us about the course: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    `<p>Dear ${escape(to.name)},</p>`,
    `<p>You asked us to tell you when registration opens for the ${escape(session.name)}. It is open now:</p>`,
    `<p><strong>${escape(session.schedule)}</strong></p>`,
    `<p><a href="${escape(links.register)}">Register on our site</a></p>`,
    `<p>We send this once per opening, and only because you asked. <a href="${escape(links.unsubscribe)}">Unsubscribe</a> to hear no more from us about the course.</p>`,
  ].join('\n');
  return {
    kind: 'tax-school.waitlist-opened',
    to: to.email,
    subject: `Registration is open: ${site.brand} Tax School`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
