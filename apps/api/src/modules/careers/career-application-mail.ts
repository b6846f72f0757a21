import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import type { MailMessage } from '../../platform/mail/mail-message';

export interface CareerApplicationMailFacts {
  reference: string;
  job: { title: string; location: string };
  name: string;
  email: string;
  phone: string;
  coverNote: string | null;
  resumeName: string;
  /** The language of the page the application was sent from; English when absent. */
  locale?: SiteLocale;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('');

/** To the applicant, in the page's language: what we received, the reference and what happens next. The subject names no one. */
export function applicationConfirmationMail(facts: CareerApplicationMailFacts): MailMessage {
  const locale = facts.locale ?? 'en';
  const t = { locale };
  const ltr = isolateFor(locale);
  const lines = [
    m.mail_hello_name({ name: facts.name }, t),
    m.mail_career_received({ job: facts.job.title, brand: site.brand, resume: ltr(facts.resumeName), reference: ltr(facts.reference) }, t),
    m.mail_career_next({ email: ltr(site.emails.careers) }, t),
  ];
  return {
    kind: 'careers.application_confirmation',
    to: facts.email,
    subject: m.mail_career_subject({ reference: facts.reference }, t),
    text: lines.join('\n\n'),
    html: mailHtml(paragraphs(lines), locale),
    locale,
  };
}
