import { startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import { sql } from '../support/sql';

/** Bad input is refused with 400 naming the field, before anything is stored or Stripe is called; never a 5xx. */
describe('payments: validation', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe', { PAYMENT_MAX_CENTS: '1000000', TAX_SCHOOL_TODAY: '2025-11-15' });
  });
  afterAll(() => t.close());

  const good = { amount: 100, description: 'Consultation', name: 'Sam Person', email: 'sam@example.com', phone: '800-555-0100' };
  const nothingStored = async () => {
    expect((await sql(t.database.url, `SELECT 1 FROM payments`)).length).toBe(0);
    expect(t.stripe!.requests).toHaveLength(0);
  };

  it.each([
    ['zero cents', { ...good, amount: 0 }, 'amount'],
    ['negative cents', { ...good, amount: -500 }, 'amount'],
    ['fractional cents', { ...good, amount: 10.5 }, 'amount'],
    ['dollars as a string', { ...good, amount: '10.00' }, 'amount'],
    ['over the ceiling', { ...good, amount: 1_000_001 }, 'amount'],
    ['no amount', { ...good, amount: undefined }, 'amount'],
    ['no name', { ...good, name: undefined }, 'name'],
    ['a blank name', { ...good, name: '   ' }, 'name'],
    ['no email', { ...good, email: undefined }, 'email'],
    ['an invalid email', { ...good, email: 'not-an-email' }, 'email'],
    ['no phone', { ...good, phone: undefined }, 'phone'],
    ['a description of 501 characters', { ...good, description: 'x'.repeat(501) }, 'description'],
  ])('refuses %s with 400 naming %s', async (_what, body, field) => {
    const res = await t.post('/payments/checkout', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', errors: expect.arrayContaining([expect.objectContaining({ field })]) });
    await nothingStored();
  });

  it('accepts exactly the ceiling and exactly one cent', async () => {
    expect((await t.post('/payments/checkout', { ...good, amount: 1_000_000 })).status).toBe(201);
    expect((await t.post('/payments/checkout', { ...good, amount: 1, description: undefined })).status).toBe(201);
    expect(Object.fromEntries(t.stripe!.requests[1]!.form)['line_items[0][price_data][product_data][name]']).toBe('Payment to Huron Tax & Accounting');
    await sql(t.database.url, `DELETE FROM payments`);
    t.stripe!.reset();
  });

  it('answers malformed JSON, an array body, a form body and an empty body with 4xx', async () => {
    expect((await t.post('/payments/checkout', undefined, { rawBody: '{"amount": 100,' })).body).toMatchObject({ status: 400, code: 'malformed_json' });
    expect((await t.post('/payments/checkout', undefined, { rawBody: '[1,2]' })).status).toBe(400);
    expect(
      (await t.post('/payments/checkout', undefined, { rawBody: 'amount=100', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(415);
    expect((await t.post('/payments/checkout', undefined, { rawBody: '' })).status).toBe(400);
    await nothingStored();
  });

  it('GET /payments/{id}: 400 for a malformed id, 404 for an unknown one', async () => {
    expect((await t.get('/payments/not-a-uuid')).status).toBe(400);
    expect(await t.get('/payments/00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'Payment not found' },
    });
  });

  it('tax school: refuses an unknown course, a closed session and missing fields, naming the field', async () => {
    const person = { name: 'Lee Learner', email: 'lee@example.com', phone: '313-555-0142' };
    expect((await t.post('/tax-school/registrations', { ...person, course: '9999' })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'course', message: 'must be one of 2501, 2502, 2503, 2504' }],
    });
    expect((await t.post('/tax-school/registrations', { ...person, course: '2501' })).body).toMatchObject({
      status: 400,
      errors: [{ field: 'course', message: 'session 2501 is closed for registration' }],
    });
    for (const field of ['name', 'email', 'phone', 'course'] as const) {
      const res = await t.post('/tax-school/registrations', { ...person, course: '2503', [field]: undefined });
      expect(res.status).toBe(400);
      expect(res.body['errors']).toEqual([expect.objectContaining({ field })]);
    }
    expect((await t.post('/tax-school/registrations', { ...person, course: '2503', amount: 1 })).status).toBe(201); // an amount from the browser is ignored
    expect(Object.fromEntries(t.stripe!.requests.at(-1)!.form)).toMatchObject({
      'line_items[0][price_data][unit_amount]': '14900',
      'line_items[0][price_data][product_data][name]': 'Tax School Registration',
      'metadata[course]': '2503',
    });
  });
});
