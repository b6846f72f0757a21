import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import type { MailMessage } from '../../platform/mail/mail-message';
import type { TaxIntakeEntity } from './tax-intake.entity';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const OFFICE_NAMES: Record<string, string> = { dearborn: 'Dearborn', ypsilanti: 'Ypsilanti', 'ann-arbor': 'Ann Arbor' };

const officeName = (office: string, locale: SiteLocale) => (office === 'remote' ? m.mail_office_remote({}, { locale }) : (OFFICE_NAMES[office] ?? office));

function contactMethod(method: string, locale: SiteLocale): string {
  if (method === 'phone') return m.mail_contact_method_phone({}, { locale });
  if (method === 'email') return m.mail_contact_method_email({}, { locale });
  if (method === 'text') return m.mail_contact_method_text({}, { locale });
  return method;
}

/**
 * To the visitor, in the language of the page they sent it from: the reference and what happens next. No tax
 * details anywhere, no personal data in the subject.
 */
export function visitorConfirmation(intake: TaxIntakeEntity): MailMessage {
  const locale = intake.locale ?? 'en';
  const t = { locale };
  const ltr = isolateFor(locale);
  const lines = [
    m.mail_hello_name({ name: intake.fullName }, t),
    '',
    m.mail_tax_intake_received({ reference: ltr(intake.reference) }, t),
    '',
    m.mail_tax_intake_next({}, t),
    m.mail_tax_intake_step_review({ office: officeName(intake.office, locale) }, t),
    m.mail_tax_intake_step_contact({ method: contactMethod(intake.contactMethod, locale) }, t),
    m.mail_tax_intake_step_prepare({}, t),
    '',
    m.mail_questions_call({ phone: ltr(site.supportPhone) }, t),
  ];
  return {
    kind: 'tax-intake.confirmation',
    to: intake.email,
    subject: m.mail_tax_intake_subject({}, t),
    text: lines.join('\n'),
    html: mailHtml(`<p>${lines.map(escapeHtml).join('<br>\n')}</p>`, locale),
    locale,
  };
}
