import { site } from '@huron/shared/content';
import type { MailMessage } from '../../platform/mail/mail-message';

export interface CareerApplicationMailFacts {
  reference: string;
  job: { title: string; location: string };
  name: string;
  email: string;
  phone: string;
  coverNote: string | null;
  resumeName: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('');

/** To the applicant: what we received, the reference and what happens next. The subject names no one. */
export function applicationConfirmationMail(facts: CareerApplicationMailFacts): MailMessage {
  const lines = [
    `Hello ${facts.name},`,
    `Thank you for applying for the ${facts.job.title} position at ${site.brand}. We received your application and your résumé (${facts.resumeName}). Your reference is ${facts.reference}.`,
    `Our hiring team reads every application. If your experience fits the role, we will call or email you within a week to arrange a conversation. If you have questions in the meantime, write to ${site.emails.careers} and quote your reference.`,
  ];
  return {
    kind: 'careers.application_confirmation',
    to: facts.email,
    subject: `We received your application (${facts.reference})`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
