import type { Office } from '@huron/shared/content';
import { site } from '@huron/shared/content';
import type { MailMessage } from '../../platform/mail/mail-message';

export interface ContactMailFacts {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  office: Office;
  message: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('');

/** To the visitor: what we received, the reference and what happens next. The subject names no one. */
export function contactConfirmationMail(facts: ContactMailFacts): MailMessage {
  const lines = [
    `Hello ${facts.name},`,
    `Thank you for writing to ${site.brand}. We received your message; your reference is ${facts.reference}.`,
    `Our ${facts.office.name} office will answer within one business day, by email or by phone. If it is urgent, call ${facts.office.phone}.`,
  ];
  return {
    kind: 'intake.contact_confirmation',
    to: facts.email,
    subject: `We received your message (${facts.reference})`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
