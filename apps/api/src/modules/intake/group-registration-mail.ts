import type { Office } from '@huron/shared/content';
import { site } from '@huron/shared/content';
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
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escape(line).replace(/\n/g, '<br>')}</p>`).join('');

/** To the organiser: what we received, the reference and what happens next. The subject names no one. */
export function groupRegistrationConfirmationMail(facts: GroupRegistrationMailFacts): MailMessage {
  const lines = [
    `Hello ${facts.contactName},`,
    `Thank you for registering ${facts.organization} for the ${site.brand} group discount. Your reference is ${facts.reference}.`,
    `Our ${facts.office.name} office will contact you within two business days to confirm the registration and send you the details to share with your members. If you have questions before then, call ${facts.office.phone}.`,
  ];
  return {
    kind: 'intake.group_registration_confirmation',
    to: facts.email,
    subject: `We received your group registration (${facts.reference})`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
