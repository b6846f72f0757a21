import { waitlistOpenedMail } from './course-waitlist-mail';

const session = { name: 'Tax Preparer Course', schedule: 'Saturdays 10am-2pm, Jan 10 - Jan 31, 2026' };
const links = { register: 'https://site.test/tax-school#register', unsubscribe: 'https://site.test/api/tax-school/waitlist/unsubscribe/tok' };

describe('the waitlist mail', () => {
  it('keeps its English words, escapes the name, and carries the one-click unsubscribe headers', () => {
    const mail = waitlistOpenedMail({ name: 'Wanda <W>', email: 'wanda@example.com' }, session, links);
    expect(mail).toMatchObject({ kind: 'tax-school.waitlist-opened', to: 'wanda@example.com', locale: 'en' });
    expect(mail.subject).toBe('Registration is open: Huron Tax & Accounting Tax School');
    expect(mail.text).toBe(
      [
        'Dear Wanda <W>,',
        '',
        'You asked us to tell you when registration opens for the Tax Preparer Course. It is open now:',
        '',
        session.schedule,
        '',
        `Register: ${links.register}`,
        '',
        `We send this once per opening, and only because you asked. To hear no more from us about the course: ${links.unsubscribe}`,
      ].join('\n'),
    );
    expect(mail.html).toContain('<p>Dear Wanda &lt;W&gt;,</p>');
    expect(mail.html).toContain(`<p><a href="${links.register}">Register on our site</a></p>`);
    expect(mail.html).toContain(
      `<p>We send this once per opening, and only because you asked. <a href="${links.unsubscribe}">Unsubscribe</a> to hear no more from us about the course.</p>`,
    );
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('is written in Spanish for an entry from /es, with the same unsubscribe headers', () => {
    const mail = waitlistOpenedMail({ name: 'Wendy', email: 'wendy@example.com', locale: 'es' }, session, {
      ...links,
      register: 'https://site.test/es/tax-school#register',
    });
    expect(mail.locale).toBe('es');
    expect(mail.subject).toBe('Las inscripciones están abiertas: Escuela de impuestos de Huron Tax & Accounting');
    expect(mail.text).toContain('Estimado/a Wendy:');
    expect(mail.text).toContain('Inscríbase: https://site.test/es/tax-school#register');
    expect(mail.text).toContain(`Para no recibir más mensajes nuestros sobre el curso: ${links.unsubscribe}`);
    expect(mail.html).toContain(`<a href="${links.unsubscribe}">Darse de baja</a> para no recibir más mensajes nuestros sobre el curso.`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('reads right to left in Arabic, the links isolated left to right', () => {
    const mail = waitlistOpenedMail({ name: 'Wafa', email: 'wafa@example.com', locale: 'ar' }, session, links);
    expect(mail.html).toMatch(/^<div dir="rtl" lang="ar">/);
    expect(mail.text).toContain(`للتسجيل: \u2068${links.register}\u2069`);
  });
});
