import type { SiteLocale } from '@huron/shared/contracts';
import { m, textDirection } from '@huron/shared/i18n';
import type { MailMessage } from '../../../platform/mail/mail-message';

const BRAND = 'Huron Tax & Accounting';

export type AuthMail =
  | { kind: 'confirmation'; link: string; code: string }
  | { kind: 'magic_link'; link: string; code: string }
  | { kind: 'recovery'; link: string; code: string }
  | { kind: 'email_change'; link: string; code: string }
  | { kind: 'portal_invitation'; link: string; code: string }
  | { kind: 'reauthentication'; code: string }
  | { kind: 'account_exists'; signInUrl: string; resetUrl: string }
  | { kind: 'email_change_conflict' };

interface Content {
  subject: string;
  lines: string[];
  action?: { label: string; url: string };
  code?: string;
}

/** The mails that carry a link and a one-time code: their subject, the line above the code and the link's label. */
const LINK_MAILS = {
  confirmation: [m.mail_auth_confirmation_subject, m.mail_auth_confirmation_line, m.mail_auth_confirmation_action],
  magic_link: [m.mail_auth_magic_link_subject, m.mail_auth_magic_link_line, m.mail_auth_sign_in],
  recovery: [m.mail_auth_recovery_subject, m.mail_auth_recovery_line, m.mail_auth_recovery_action],
  email_change: [m.mail_auth_email_change_subject, m.mail_auth_email_change_line, m.mail_auth_email_change_action],
} as const;

function content(mail: AuthMail, locale: SiteLocale): Content {
  const brand = BRAND;
  const t = { locale };
  const codeNote = m.mail_auth_code_note({}, t);
  switch (mail.kind) {
    case 'confirmation':
    case 'magic_link':
    case 'recovery':
    case 'email_change': {
      const [subject, line, label] = LINK_MAILS[mail.kind];
      return { subject: subject({ brand }, t), lines: [line({}, t), codeNote], action: { label: label({}, t), url: mail.link }, code: mail.code };
    }
    case 'portal_invitation':
      return {
        subject: m.mail_auth_invitation_subject({ brand }, t),
        lines: [m.mail_auth_invitation_line({ brand }, t), m.mail_auth_invitation_no_password({}, t), m.mail_auth_invitation_later({ codeNote }, t)],
        action: { label: m.mail_auth_invitation_action({}, t), url: mail.link },
        code: mail.code,
      };
    case 'reauthentication':
      return {
        subject: m.mail_auth_reauthentication_subject({ brand }, t),
        lines: [m.mail_auth_reauthentication_line({}, t)],
        code: mail.code,
      };
    case 'account_exists':
      return {
        subject: m.mail_auth_account_exists_subject({ brand }, t),
        lines: [m.mail_auth_account_exists_line({}, t), m.mail_auth_account_exists_reset({}, t), mail.resetUrl],
        action: { label: m.mail_auth_sign_in({}, t), url: mail.signInUrl },
      };
    case 'email_change_conflict':
      return {
        subject: m.mail_auth_conflict_subject({ brand }, t),
        lines: [m.mail_auth_conflict_line({}, t)],
      };
  }
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const CODE_MARK = '\u0000code\u0000';

/**
 * Plain text first (the code and link readable in any client), with a simple HTML alternative, in the account's
 * language (its `locale` metadata, from the page it signed up on or /account); right to left in Arabic, the code and
 * links left to right.
 */
export function renderAuthMail(to: string, mail: AuthMail, locale: SiteLocale = 'en'): MailMessage {
  const c = content(mail, locale);
  const t = { locale };
  const ignore = m.mail_auth_ignore({}, t);
  const text = [
    ...c.lines,
    ...(c.action ? ['', `${c.action.label}: ${c.action.url}`] : []),
    ...(c.code ? ['', m.mail_auth_or_code({ code: c.code }, t)] : []),
    '',
    ignore,
  ].join('\n');
  const bdi = (html: string) => (textDirection(locale) === 'rtl' ? `<bdi dir="ltr">${html}</bdi>` : html);
  const html = [
    `<p>${c.lines.map(escape).join('</p><p>')}</p>`,
    c.action ? `<p><a href="${escape(c.action.url)}">${escape(c.action.label)}</a></p>` : '',
    c.code ? `<p>${escape(m.mail_auth_or_code({ code: CODE_MARK }, t)).replace(CODE_MARK, () => bdi(`<strong>${c.code}</strong>`))}</p>` : '',
    `<p>${escape(ignore)}</p>`,
  ].join('');
  return {
    kind: `auth.${mail.kind}`,
    to,
    subject: c.subject,
    text,
    html: textDirection(locale) === 'rtl' ? `<div dir="rtl" lang="${locale}">${html}</div>` : html,
  };
}
