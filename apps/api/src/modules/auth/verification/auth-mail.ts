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

function content(mail: AuthMail): Content {
  const codeNote = 'The link and the code work once and expire after an hour.';
  switch (mail.kind) {
    case 'confirmation':
      return {
        subject: `Confirm your email for ${BRAND}`,
        lines: ['Please confirm your email address to finish setting up your account.', codeNote],
        action: { label: 'Confirm my email', url: mail.link },
        code: mail.code,
      };
    case 'magic_link':
      return {
        subject: `Your ${BRAND} sign-in link`,
        lines: ['Use this link or code to sign in.', codeNote],
        action: { label: 'Sign in', url: mail.link },
        code: mail.code,
      };
    case 'recovery':
      return {
        subject: `Reset your ${BRAND} password`,
        lines: ['Someone (hopefully you) asked to reset the password of this account.', codeNote],
        action: { label: 'Choose a new password', url: mail.link },
        code: mail.code,
      };
    case 'email_change':
      return {
        subject: `Confirm your new email for ${BRAND}`,
        lines: ['Please confirm that this is the new email address of your account.', codeNote],
        action: { label: 'Confirm the new address', url: mail.link },
        code: mail.code,
      };
    case 'portal_invitation':
      return {
        subject: `Your ${BRAND} client portal`,
        lines: [
          `Your preparer at ${BRAND} opened a client portal for you: there you can see where your return stands, answer our requests and write to us.`,
          'Use this link or code to sign in. You do not need a password.',
          `${codeNote} Later, sign in from the portal with a new code sent to this address.`,
        ],
        action: { label: 'Open my client portal', url: mail.link },
        code: mail.code,
      };
    case 'reauthentication':
      return {
        subject: `Your ${BRAND} confirmation code`,
        lines: ['Enter this code to confirm the change to your account. It expires after an hour.'],
        code: mail.code,
      };
    case 'account_exists':
      return {
        subject: `Someone tried to sign up with your email at ${BRAND}`,
        lines: [
          'This address already has an account, so nothing was created.',
          'If it was you, sign in, or reset your password if you forgot it:',
          mail.resetUrl,
        ],
        action: { label: 'Sign in', url: mail.signInUrl },
      };
    case 'email_change_conflict':
      return {
        subject: `About your email at ${BRAND}`,
        lines: ['Someone asked to move another account to this address. It already has an account, so nothing was changed.'],
      };
  }
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text first (the code and link readable in any client), with a simple HTML alternative. */
export function renderAuthMail(to: string, mail: AuthMail): MailMessage {
  const c = content(mail);
  const text = [
    ...c.lines,
    ...(c.action ? ['', `${c.action.label}: ${c.action.url}`] : []),
    ...(c.code ? ['', `Or enter this code: ${c.code}`] : []),
    '',
    "If you didn't ask for this, you can ignore this email.",
  ].join('\n');
  const html = [
    `<p>${c.lines.map(escape).join('</p><p>')}</p>`,
    c.action ? `<p><a href="${escape(c.action.url)}">${escape(c.action.label)}</a></p>` : '',
    c.code ? `<p>Or enter this code: <strong>${c.code}</strong></p>` : '',
    `<p>If you didn't ask for this, you can ignore this email.</p>`,
  ].join('');
  return { kind: `auth.${mail.kind}`, to, subject: c.subject, text, html };
}
