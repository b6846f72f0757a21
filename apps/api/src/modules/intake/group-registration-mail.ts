import type { Office } from '@huron/shared/content';
import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import type { MailMessage } from '../../platform/mail/mail-message';

export interface GroupRegistrationMailFacts {
  reference: string;
  organization: string;
  contactName: string;
  email: string;
  phone: string;
  groupSize: number;
  office: Office;
  notes: string | null;
  affiliate: string | null;
  /** The language of the page the registration was sent from; English when absent. */
  locale?: SiteLocale;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('');

/** To the organiser, in the page's language: what we received, the reference and what happens next. The subject names no one. */
export function groupRegistrationConfirmationMail(facts: GroupRegistrationMailFacts): MailMessage {
  const locale = facts.locale ?? 'en';
  const t = { locale };
  const ltr = isolateFor(locale);
  const lines = [
    m.mail_hello_name({ name: facts.contactName }, t),
    m.mail_group_received({ organization: facts.organization, brand: site.brand, reference: ltr(facts.reference) }, t),
    m.mail_group_next({ office: facts.office.name, phone: ltr(facts.office.phone) }, t),
  ];
  return {
    kind: 'intake.group_registration_confirmation',
    to: facts.email,
    subject: m.mail_group_subject({ reference: facts.reference }, t),
    text: lines.join('\n\n'),
    html: mailHtml(paragraphs(lines), locale),
    locale,
  };
}
