import { offices } from '@huron/shared/content';
import { inBrandedLayout } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';
import { contactConfirmationMail, type ContactMailFacts } from './contact-mail';
import { groupRegistrationConfirmationMail, type GroupRegistrationMailFacts } from './group-registration-mail';

const office = offices[0]!;
const contact: ContactMailFacts = {
  reference: 'CM-7K3Q-9M2D',
  name: 'Pat Visitor',
  email: 'pat@example.com',
  phone: null,
  office,
  message: 'Do you open on Sundays?',
  locale: 'en',
};
const group: GroupRegistrationMailFacts = {
  reference: 'GR-7K3Q-9M2D',
  organization: 'Dearborn Teachers Union',
  contactName: 'Lee Organiser',
  email: 'lee@example.com',
  phone: '(313) 555-0199',
  groupSize: 40,
  office,
  notes: 'Weekday evenings in February.',
  affiliate: null,
};

describe('intake mails in the branded layout', () => {
  it.each<[string, () => MailMessage]>([
    ['contact confirmation', () => contactConfirmationMail(contact)],
    ['group registration confirmation', () => groupRegistrationConfirmationMail(group)],
  ])('%s', (_name, render) => {
    const { html, text } = inBrandedLayout(render());
    expect({ html, text }).toMatchSnapshot();
  });
});

describe("the contact confirmation in the visitor's language", () => {
  it('is written in Spanish for a message sent from /es/', () => {
    const mail = contactConfirmationMail({ ...contact, locale: 'es' });
    expect(mail.subject).toBe('Recibimos su mensaje (CM-7K3Q-9M2D)');
    expect(mail.text).toContain('Hola, Pat Visitor:');
    expect(mail.text).toContain(office.phone);
  });

  it('is written in Arabic, right to left, with the reference and phone number kept left to right', () => {
    const mail = contactConfirmationMail({ ...contact, locale: 'ar' });
    expect(mail.subject).toContain('CM-7K3Q-9M2D');
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ar">/);
    expect(mail.html).toContain('<bdi dir="ltr">CM-7K3Q-9M2D</bdi>');
    expect(mail.html).toContain(`<bdi dir="ltr">${office.phone}</bdi>`);
  });
});
