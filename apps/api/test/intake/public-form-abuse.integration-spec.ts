import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { outboxDrained } from '../support/outbox';
import { sql } from '../support/sql';
import { contact, freeTimes } from '../booking/booking-helpers';
import { friend } from '../referrals/referral-helpers';
import { apiCall, validIntake } from '../tax-intake/tax-intake-http';
import { validApplication } from '../careers/careers-http';
import { validContactMessage, validGroupRegistration } from './intake-http';

/** Every public form POST a visitor can send without an account, with a valid body each time it is called. */
const limitedForms: Array<{ form: string; path: string; body: () => Record<string, unknown>; accepted: number }> = [
  { form: 'contact', path: '/intake/contact', body: () => validContactMessage(), accepted: 201 },
  { form: 'group registration', path: '/intake/group-registrations', body: () => validGroupRegistration(), accepted: 201 },
  { form: 'tax information', path: '/intake/tax-info', body: () => validIntake(), accepted: 201 },
  { form: 'referral', path: '/referrals', body: () => friend(uniqueEmail('friend')), accepted: 201 },
  // Validated after the limit is counted: a refused booking counts as much as a booked one.
  { form: 'booking', path: '/booking/appointments', body: () => ({}), accepted: 400 },
  // Payments start a Stripe checkout session each: refused bodies count too, so no card-testing run gets far.
  { form: 'payment', path: '/payments/checkout', body: () => ({}), accepted: 400 },
  { form: 'tax school registration', path: '/tax-school/registrations', body: () => ({}), accepted: 400 },
  // Validated after the limit is counted; a valid application needs an upload first (its own limit).
  { form: 'job application', path: '/careers/applications', body: () => ({}), accepted: 422 },
];

describe('rate limit on public forms (RATE_LIMIT_FORMS_PER_HOUR=2)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ RATE_LIMIT_FORMS_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it.each(limitedForms)('the $form form answers 429 with Retry-After to the third submission from one address in an hour', async ({ path, body, accepted }) => {
    const answers = [await apiCall(t, 'POST', path, { body: body() }), await apiCall(t, 'POST', path, { body: body() })];
    expect(answers.map((a) => a.status)).toEqual([accepted, accepted]);
    const over = await apiCall(t, 'POST', path, { body: body() });
    expect(over).toMatchObject({ status: 429, body: { status: 429, code: 'rate_limited' } });
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});

type Body = Record<string, unknown>;

/** Every public form with the bot trap: a valid body, where its records land, and what a stored one answers. */
const trappedForms: Array<{ form: string; path: string; body: (t: AuthTestApp, overrides: Body) => Promise<Body>; table: string; answer: Body }> = [
  {
    form: 'contact',
    path: '/intake/contact',
    body: async (_, o) => validContactMessage(o),
    table: 'contact_messages',
    answer: { reference: expect.stringMatching(/^HC-[0-9A-Z]{4}-[0-9A-Z]{4}$/) },
  },
  {
    form: 'group registration',
    path: '/intake/group-registrations',
    body: async (_, o) => validGroupRegistration(o),
    table: 'group_registrations',
    answer: { reference: expect.stringMatching(/^HG-[0-9A-Z]{4}-[0-9A-Z]{4}$/) },
  },
  {
    form: 'tax information',
    path: '/intake/tax-info',
    body: async (_, o) => validIntake(o),
    table: 'tax_intakes',
    answer: { reference: expect.stringMatching(/^HT-[0-9A-Z]{4}-[0-9A-Z]{4}$/) },
  },
  {
    form: 'booking',
    path: '/booking/appointments',
    body: async (t, o) => ({
      ...contact(uniqueEmail('booker')),
      office: 'dearborn',
      service: 'other',
      startsAt: (await freeTimes(t.baseUrl))[0],
      website: '',
      startedAt: Date.now() - 60_000,
      ...o,
    }),
    table: 'booking_appointments',
    answer: { status: 'confirmed', reference: expect.stringMatching(/^BK-/) },
  },
  {
    form: 'job application',
    path: '/careers/applications',
    body: (t, o) => validApplication(t, o),
    table: 'career_applications',
    answer: { reference: expect.stringMatching(/^HA-[0-9A-Z]{4}-[0-9A-Z]{4}$/) },
  },
  {
    form: 'referral',
    path: '/referrals',
    body: async (_, o) => friend(uniqueEmail('friend'), { referrerEmail: uniqueEmail('referrer'), website: '', startedAt: Date.now() - 60_000, ...o }),
    table: 'referrals',
    answer: { status: 'pending' },
  },
];

describe('bot trap on public forms (FORM_MIN_FILL_MS=3000)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ FORM_MIN_FILL_MS: '3000' });
  });
  afterAll(() => t.close());

  const count = async (table: string) => (await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it.each(trappedForms)(
    'the $form form answers a filled honeypot and a form sent too fast like a person, storing and mailing nothing',
    async ({ path, body, table, answer }) => {
      const [rowsBefore, mailsBefore] = [await count(table), await count('mail_outbox')];
      const honeypot = await body(t, { website: 'https://spam.example' });
      const tooFast = await body(t, { startedAt: Date.now() });
      for (const bot of [honeypot, tooFast]) {
        const res = await apiCall(t, 'POST', path, { body: bot });
        expect(res).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...answer } });
      }
      expect([await count(table), await count('mail_outbox')]).toEqual([rowsBefore, mailsBefore]);

      const person = await apiCall(t, 'POST', path, { body: await body(t, { startedAt: Date.now() - 10_000 }) });
      expect(person).toMatchObject({ status: 201, body: answer });
      expect(await count(table)).toBe(rowsBefore + 1);
      expect(await count('mail_outbox')).toBeGreaterThan(mailsBefore);
      await outboxDrained(t.app, t.database.url);
      for (const bot of [honeypot, tooFast]) {
        for (const field of ['email', 'friendEmail', 'referrerEmail'])
          if (typeof bot[field] === 'string') expect(t.smtp.pending(bot[field] as string)).toEqual([]);
      }
    },
  );
});
