import type { Office } from '@huron/shared/content';
import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { m, textDirection } from '@huron/shared/i18n';
import type { MailMessage } from '../../platform/mail/mail-message';

export interface ContactMailFacts {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  office: Office;
  message: string;
  /** The language of the page the message was sent from. */
  locale: SiteLocale;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('');

/**
 * To the visitor, in the language they wrote in: what we received, the reference and what happens next. The subject
 * names no one. In right-to-left mail the reference and phone number stay left to right (<bdi>).
 */
export function contactConfirmationMail(facts: ContactMailFacts): MailMessage {
  const { locale } = facts;
  const rtl = textDirection(locale) === 'rtl';
  const isolate = (value: string) => (rtl ? `\u2068${value}\u2069` : value);
  const lines = [
    m.mail_contact_greeting({ name: facts.name }, { locale }),
    m.mail_contact_received({ brand: site.brand, reference: isolate(facts.reference) }, { locale }),
    m.mail_contact_next({ office: facts.office.name, phone: isolate(facts.office.phone) }, { locale }),
  ];
  const html = paragraphs(lines).replace(/\u2068([^\u2069]*)\u2069/g, '<bdi dir="ltr">$1</bdi>');
  return {
    kind: 'intake.contact_confirmation',
    to: facts.email,
    subject: m.mail_contact_subject({ reference: facts.reference }, { locale }),
    text: lines.join('\n\n'),
    html: rtl ? `<div dir="rtl" lang="${locale}">${html}</div>` : html,
  };
}
