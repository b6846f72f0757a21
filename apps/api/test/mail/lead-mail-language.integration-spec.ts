import { EngagementReminders } from '../../src/modules/engagements';
import { formatDateTime, formatMoney } from '@huron/shared/i18n/format';
import { call, contact, freeTimes, manageLinkIn } from '../booking/booking-helpers';
import { validApplication } from '../careers/careers-http';
import { api, proveMailbox, signUp } from '../engagements/engagement-support';
import { validGroupRegistration } from '../intake/intake-http';
import { authFetch } from '../support/auth-http';
import { uniqueEmail } from '../support/auth-test-app';
import { liveCourseSessionBody } from '../support/course-session-body';
import { outboxDrained } from '../support/outbox';
import { startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import type { ReceivedMail } from '../support/smtp-sink';
import { sql } from '../support/sql';
import { validIntake } from '../tax-intake/tax-intake-http';

/**
 * A non-ASCII subject arrives folded over lines in RFC 2047 encoded words, which the test sink joins with a space (even
 * inside a word): compare subjects without their spaces.
 */
const oneLine = (subject: string) => subject.replace(/\s+/g, '');
/** Arabic mails isolate references, phones and links (U+2068...U+2069) in the text part; a reader sees the bare value. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

/** The HTML part of an Arabic mail reads right to left, the document and the body. */
function expectRightToLeft(mail: ReceivedMail): void {
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain('<div dir="rtl" lang="ar">');
}

/**
 * Issue 46: every lead keeps the language of the page it was sent from, and every mail to the client is written in it
 * (words from the catalogue, dates and money through the shared formatter in that language); portal mails follow the
 * account's language, changed on /account. A language the site does not have is refused, naming the field.
 */
describe('mails to clients in their language', () => {
  let t: PaymentsTestApp;
  let staff: string;
  const post = (path: string, body: unknown, token?: string) => t.post(path, body, token ? { token } : {});

  beforeAll(async () => {
    t = await startPaymentsTestApp('test', { TAX_SCHOOL_TODAY: '2025-11-15' });
    staff = await t.staffToken();
  });
  afterAll(() => t.close());

  async function mailTo(email: string, match: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
    await outboxDrained(t.app, t.database.url);
    return t.smtp.next(email, match);
  }

  const localeOf = async (table: string, id: string) =>
    (await sql<{ locale: string }>(t.database.url, `SELECT locale FROM ${table} WHERE id = $1`, [id]))[0]?.locale;

  it('a tax intake from /es/submit-info: stored as es, the confirmation in Spanish; from /ar, in Arabic and right to left', async () => {
    const spanish = validIntake({ locale: 'es' });
    const res = await post('/intake/tax-info', spanish);
    expect(res.status).toBe(201);
    expect(await localeOf('tax_intakes', res.body['id'] as string)).toBe('es');
    const mail = await mailTo(spanish['email'] as string);
    expect(oneLine(mail.subject)).toBe(oneLine('Recibimos su información tributaria'));
    expect(mail.text).toContain(`Su número de referencia es ${res.body['reference'] as string}`);
    expect(mail.text).toContain('Próximos pasos:');
    expect(mail.text).toContain('por mensaje de texto');
    expect(mail.html).toContain('<html lang="es">');

    const arabic = validIntake({ locale: 'ar' });
    const ar = await post('/intake/tax-info', arabic);
    expect(ar.status).toBe(201);
    const arMail = await mailTo(arabic['email'] as string);
    expect(oneLine(arMail.subject)).toBe(oneLine('تلقّينا معلوماتك الضريبية'));
    expect(plain(arMail.text)).toContain(`رقمك المرجعي هو ${ar.body['reference'] as string}`);
    expect(arMail.html).toContain(`<bdi dir="ltr">${ar.body['reference'] as string}</bdi>`);
    expectRightToLeft(arMail);
  });

  it('an appointment booked on /ar/schedule: the confirmation in Arabic with the time as Arabic prints it and the manage link on /ar', async () => {
    const [startsAt] = await freeTimes(t.baseUrl);
    const email = uniqueEmail('booker');
    const res = await post('/booking/appointments', { ...contact(email), office: 'dearborn', service: 'individual-return', startsAt, locale: 'ar' });
    expect(res.status).toBe(201);
    expect(await localeOf('booking_appointments', res.body['id'] as string)).toBe('ar');
    const mail = await mailTo(email);
    expect(oneLine(mail.subject)).toBe(oneLine('تم حجز موعدك مع Huron Tax & Accounting'));
    const text = plain(mail.text);
    expect(text).toContain('شكرًا لك: تم حجز موعدك.');
    expect(text).toContain(`الموعد: ${formatDateTime(startsAt!, 'full', 'ar')}`);
    expect(text).toContain('الخدمة: إقرار ضريبي فردي');
    expect(text).toMatch(/http:\/\/site\.test\/ar\/schedule\/manage#id=/);
    // Moved from the manage page the link opens (/ar/schedule/manage): the change is announced in Arabic too.
    const link = manageLinkIn(mail);
    const later = (await freeTimes(t.baseUrl)).find((time) => time !== startsAt)!;
    const moved = await call(t.baseUrl, 'PATCH', `/booking/appointments/${link.id}`, { token: link.token, body: { startsAt: later } });
    expect(moved.status).toBe(200);
    const movedMail = await mailTo(email, (received) => received.subject !== mail.subject);
    expect(oneLine(movedMail.subject)).toBe(oneLine('تم تغيير موعدك مع Huron Tax & Accounting'));
    expect(plain(movedMail.text)).toContain(`الموعد: ${formatDateTime(later, 'full', 'ar')}`);
    // Latin digits in Arabic (ar-u-nu-latn): the year is written 20xx, not ٢٠xx.
    expect(formatDateTime(startsAt!, 'full', 'ar')).toMatch(/20\d\d/);
    expectRightToLeft(mail);

    // Staff see the language on the record.
    const listed = await api(t, 'GET', `/admin/appointments?limit=100`, { bearer: staff });
    expect(listed.status).toBe(200);
    expect((listed.body['items'] as Array<Record<string, unknown>>).find((a) => a['id'] === res.body['id'])).toMatchObject({ locale: 'ar' });
  });

  it('a group registration from /es and a job application from /ar: each confirmation in its language', async () => {
    const group = validGroupRegistration({ locale: 'es' });
    const registered = await post('/intake/group-registrations', group);
    expect(registered.status).toBe(201);
    expect(await localeOf('group_registrations', registered.body['id'] as string)).toBe('es');
    const groupMail = await mailTo(group['email'] as string);
    expect(oneLine(groupMail.subject)).toBe(oneLine(`Recibimos la inscripción de su grupo (${registered.body['reference'] as string})`));
    expect(groupMail.text).toContain('Hola, Grace Hopper:');
    expect(groupMail.text).toContain('descuento para grupos');

    const application = await validApplication(t, { locale: 'ar' });
    const applied = await post('/careers/applications', application);
    expect(applied.status).toBe(201);
    expect(await localeOf('career_applications', applied.body['id'] as string)).toBe('ar');
    const applicationMail = await mailTo(application['email'] as string);
    expect(oneLine(applicationMail.subject)).toBe(oneLine(`تلقّينا طلب التوظيف الخاص بك (${applied.body['reference'] as string})`));
    expect(applicationMail.text).toContain('يقرأ فريق التوظيف لدينا كل طلب');
    expectRightToLeft(applicationMail);
  });

  it('a payment from /es/payment: the receipt and a later refund in Spanish, with es-US money and dates', async () => {
    const email = uniqueEmail('pagador');
    const res = await post('/payments/checkout', {
      amount: 123_450,
      description: 'Amended return',
      name: 'Paula Pagadora',
      email,
      phone: '800-555-0100',
      locale: 'es',
    });
    expect(res.status).toBe(201);
    const id = res.body['id'] as string;
    const url = new URL(res.body['url'] as string);
    const pay = await post(`/payments/test-checkout/${id}/pay`, { token: new URLSearchParams(url.hash.slice(1)).get('token') });
    expect(pay.status).toBe(200);
    // Back to the Spanish page after paying.
    expect(pay.body['redirectTo']).toBe(`http://site.test/es/payment/success?payment=${id}`);
    const receipt = await mailTo(email);
    expect(oneLine(receipt.subject)).toBe(oneLine('Su recibo de pago de Huron Tax & Accounting'));
    expect(receipt.text).toContain('Estimado/a Paula Pagadora:');
    expect(receipt.text).toContain(`Monto pagado: ${formatMoney(123_450, 'es')}`);
    expect(formatMoney(123_450, 'es')).toBe('$1,234.50');
    const [paid] = await sql<{ paid_at: Date }>(t.database.url, `SELECT paid_at FROM payments WHERE id = $1`, [id]);
    expect(receipt.text).toContain(`Fecha de pago: ${formatDateTime(paid!.paid_at, 'medium', 'es')}`);
    expect(receipt.text).toContain(`http://site.test/es/payment/success?payment=${id}`);

    const refunded = await t.post(`/admin/payments/${id}/refund`, { amount: 23_450, reason: 'Client cancelled part of the service' }, { token: staff });
    expect(refunded.status).toBe(200);
    expect(refunded.body['locale']).toBe('es');
    const refund = await mailTo(email, (mail) => mail.subject !== receipt.subject);
    expect(oneLine(refund.subject)).toBe(oneLine('Su reembolso de Huron Tax & Accounting'));
    expect(refund.text).toContain('Huron Tax & Accounting le reembolsó parte de su pago.');
    expect(refund.text).toContain(`Monto reembolsado: ${formatMoney(23_450, 'es')}`);
  });

  it('a Tax School registration from /ar/tax-school: the receipt in Arabic with the amount in Latin digits', async () => {
    const session = await t.post('/admin/course-sessions', liveCourseSessionBody(`L${process.pid % 1000}`, { priceCents: 17_500 }), { token: staff });
    expect(session.status).toBe(201);
    const email = uniqueEmail('talib');
    const res = await post('/tax-school/registrations', { name: 'Lina Learner', email, phone: '313-555-0142', course: session.body['code'], locale: 'ar' });
    expect(res.status).toBe(201);
    expect(await localeOf('tax_school_registrations', res.body['registrationId'] as string)).toBe('ar');
    const token = new URLSearchParams(new URL(res.body['url'] as string).hash.slice(1)).get('token');
    expect((await post(`/payments/test-checkout/${res.body['id'] as string}/pay`, { token })).status).toBe(200);
    const receipt = await mailTo(email);
    expect(oneLine(receipt.subject)).toBe(oneLine('إيصال دفعتك من Huron Tax & Accounting'));
    expect(plain(receipt.text)).toContain(`المبلغ المدفوع: ${formatMoney(17_500, 'ar')}`);
    expect(formatMoney(17_500, 'ar')).toMatch(/175\.00/);
    expectRightToLeft(receipt);
  });

  it('the Tax School waitlist joined from /es and again from /ar: one entry in Arabic, and the opening mail in Arabic with the /ar/tax-school link', async () => {
    const email = uniqueEmail('muntazir');
    const join = (locale: string) => post('/tax-school/waitlist', { name: 'Wafa Waiting', email, consent: true, locale });
    expect((await join('es')).status).toBe(204);
    expect((await join('ar')).status).toBe(204); // asking again from another page: the same entry, now in that language
    const entries = await sql<{ locale: string }>(t.database.url, `SELECT locale FROM course_waitlist WHERE email = $1`, [email]);
    expect(entries).toEqual([{ locale: 'ar' }]);

    const session = await t.post('/admin/course-sessions', liveCourseSessionBody(`W${process.pid % 1000}`), { token: staff });
    expect(session.status).toBe(201);
    const mail = await mailTo(email);
    expect(oneLine(mail.subject)).toBe(oneLine('التسجيل مفتوح الآن: مدرسة الضرائب لدى Huron Tax & Accounting'));
    const text = plain(mail.text);
    expect(text).toContain('عزيزنا Wafa Waiting،');
    expect(text).toContain('طلبت منا أن نخبرك عند فتح التسجيل في Tax Preparer Course. التسجيل مفتوح الآن:');
    expect(text).toContain('للتسجيل: http://site.test/ar/tax-school#register');
    expect(mail.html).toContain('href="http://site.test/ar/tax-school#register"');
    // The unsubscribe link and the one-click headers are the same in every language.
    const unsubscribe = /(http:\/\/site\.test\/api\/tax-school\/waitlist\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(text)![1]!;
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="${unsubscribe}">ألغِ الاشتراك</a>`);
    expectRightToLeft(mail);
  });

  it("send-a-friend from /es: the friend's invitation is in Spanish and links the Spanish form", async () => {
    const referrer = await proveMailbox(t, (await signUp(t, 'referidor')).email);
    const friendEmail = uniqueEmail('amigo');
    const res = await api(t, 'POST', '/referrals', {
      bearer: referrer.token,
      body: { referrerName: 'Rita Referrer', referrerEmail: referrer.email, friendName: 'Fred Friend', friendEmail, locale: 'es' },
    });
    expect(res.status).toBe(201);
    expect(await localeOf('referrals', res.body['id'] as string)).toBe('es');
    const invitation = await mailTo(friendEmail);
    expect(oneLine(invitation.subject)).toBe(oneLine('Un amigo le recomendó Huron Tax & Accounting'));
    expect(invitation.text).toContain('Rita le recomendó Huron Tax & Accounting');
    expect(invitation.text).toContain('/es/submit-info');
    expect(invitation.html).toContain('<strong>descuento especial</strong>');
  });

  it("portal mails follow the account's language, and a change on /account changes the next mail", async () => {
    const client = await proveMailbox(t, (await signUp(t, 'cliente')).email);
    const setLocale = (locale: string) => authFetch(t.authUrl, '/user', { method: 'PUT', token: client.token, body: { data: { locale } } });
    expect((await setLocale('es')).status).toBe(200);
    const created = await api(t, 'POST', '/admin/engagements', {
      bearer: staff,
      body: { clientEmail: client.email, taxYear: 2025, kind: 'individual', invite: false },
    });
    expect(created.status).toBe(201);
    const engagement = created.body['id'] as string;
    expect((await api(t, 'POST', `/admin/engagements/${engagement}/requests`, { bearer: staff, body: { type: 'document', title: '2025 W-2' } })).status).toBe(
      201,
    );
    const asked = await mailTo(client.email, (mail) => mail.text.includes('/portal'));
    expect(oneLine(asked.subject)).toBe(oneLine('Su preparador le pidió un documento'));
    expect(asked.text).toContain('http://site.test/es/portal');

    expect((await setLocale('ar')).status).toBe(200);
    expect((await api(t, 'POST', `/admin/engagements/${engagement}/messages`, { bearer: staff, body: { body: 'Please send the W-2.' } })).status).toBe(201);
    const message = await mailTo(client.email, (mail) => mail.subject !== asked.subject);
    expect(oneLine(message.subject)).toBe(oneLine('لديك رسالة جديدة'));
    expect(plain(message.text)).toContain('http://site.test/ar/portal');
    expectRightToLeft(message);

    const invoice = await api(t, 'POST', `/admin/engagements/${engagement}/invoices`, {
      bearer: staff,
      body: { lines: [{ description: '2025 Form 1040 preparation', amountCents: 25_000 }] },
    });
    expect(invoice.status).toBe(201);
    const invoiceMail = await mailTo(client.email, (mail) => mail.subject !== asked.subject && mail.subject !== message.subject);
    expect(oneLine(invoiceMail.subject)).toBe(oneLine('لديك فاتورة جديدة'));

    // The document reminder (a background sweep) asks the account's language when it goes out: Arabic now.
    await sql(t.database.url, `UPDATE document_requests SET next_reminder_at = now() - interval '1 minute' WHERE engagement_id = $1`, [engagement]);
    expect(await t.app.get(EngagementReminders).sweep()).toBeGreaterThanOrEqual(1);
    const reminder = await mailTo(client.email, (mail) => oneLine(mail.subject) === oneLine('تذكير: طلب منك مُعدّ الضرائب مستندًا'));
    expect(plain(reminder.text)).toContain('لا يزال مُعدّ الضرائب لدى Huron Tax & Accounting ينتظر منك مستندًا');
    expect(plain(reminder.text)).toContain('http://site.test/ar/portal');
    expectRightToLeft(reminder);
  });

  it.each([
    ['/intake/tax-info', () => validIntake({ locale: 'fr' })],
    ['/intake/group-registrations', () => validGroupRegistration({ locale: 'de' })],
    ['/payments/checkout', () => ({ amount: 100, name: 'Bad Locale', email: uniqueEmail('bad'), phone: '800-555-0100', locale: 'EN' })],
    ['/tax-school/registrations', () => ({ name: 'Bad Locale', email: uniqueEmail('bad'), phone: '800-555-0100', course: '2503', locale: 3 })],
    ['/tax-school/waitlist', () => ({ name: 'Bad Locale', email: uniqueEmail('bad'), consent: true, locale: 'fr' })],
    [
      '/booking/appointments',
      () => ({ ...contact(uniqueEmail('bad')), office: 'dearborn', service: 'individual-return', startsAt: new Date().toISOString(), locale: 'xx' }),
    ],
  ])('%s refuses a language the site does not have, naming the field, storing and mailing nothing', async (path, body) => {
    const before = (await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;
    const res = await post(path, body());
    expect([400, 422]).toContain(res.status);
    expect(JSON.stringify(res.body)).toContain('locale');
    expect((await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n).toBe(before);
  });

  it('a career application and a referral refuse a bad language too', async () => {
    const application = await post('/careers/applications', await validApplication(t, { locale: 'fr' }));
    expect([400, 422]).toContain(application.status);
    expect(JSON.stringify(application.body)).toContain('locale');
    const referral = await post('/referrals', {
      referrerName: 'Rita',
      referrerEmail: uniqueEmail('r'),
      friendName: 'Fred',
      friendEmail: uniqueEmail('f'),
      locale: 'fr',
    });
    expect([400, 422]).toContain(referral.status);
    expect(JSON.stringify(referral.body)).toContain('locale');
  });
});
