import { site } from '@huron/shared/content';
import type { MailMessage } from '../../platform/mail/mail-message';
import type { TaxIntakeEntity } from './tax-intake.entity';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const OFFICE_NAMES: Record<string, string> = { dearborn: 'Dearborn', ypsilanti: 'Ypsilanti', 'ann-arbor': 'Ann Arbor', remote: 'Remote' };

/** To the visitor: the reference and what happens next. No tax details anywhere, no personal data in the subject. */
export function visitorConfirmation(intake: TaxIntakeEntity): MailMessage {
  const lines = [
    `Hello ${intake.fullName},`,
    '',
    `We received your tax information. Your reference is ${intake.reference}; please quote it when you contact us.`,
    '',
    'What happens next:',
    `1. A preparer from our ${OFFICE_NAMES[intake.office] ?? intake.office} team reviews what you sent within one business day.`,
    `2. We contact you by ${intake.contactMethod} to confirm your appointment and ask for anything missing.`,
    '3. We prepare your return and go through it with you before anything is filed.',
    '',
    `Questions? Call ${site.supportPhone}.`,
  ];
  return {
    kind: 'tax-intake.confirmation',
    to: intake.email,
    subject: 'We received your tax information',
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`,
  };
}
