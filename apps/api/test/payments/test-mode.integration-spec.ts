import { outboxDrained } from '../support/outbox';
import { startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import { sql } from '../support/sql';
import { uniqueEmail } from '../support/auth-test-app';

/** The pay token in the fragment of a test checkout URL. */
const tokenIn = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get('token') ?? '';

/** Without Stripe keys (the default of `npm start`): the built-in test checkout drives the same webhook path. */
describe('payments: test mode (no Stripe keys)', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('test', { TAX_SCHOOL_TODAY: '2025-11-15' });
  });
  afterAll(() => t.close());

  it('checkout answers our own test checkout page; Pay fulfils through a signed event: paid, one receipt, then 409', async () => {
    const email = uniqueEmail('testmode');
    const res = await t.post('/payments/checkout', {
      amount: 2599,
      description: 'Amended return',
      name: 'Test Payer',
      email,
      phone: '800-555-0100',
      course: 'Tax Services',
    });
    expect(res.status).toBe(201);
    const id = res.body['id'] as string;
    const url = new URL(res.body['url'] as string);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe(`http://site.test/payment/test-checkout?payment=${id}`);
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.get(`/payments/${id}`)).body['status']).toBe('pending');

    const pay = await t.post(`/payments/test-checkout/${id}/pay`, { token });
    expect(pay).toMatchObject({ status: 200, body: { redirectTo: `http://site.test/payment/success?payment=${id}` } });
    expect((await t.get(`/payments/${id}`)).body).toMatchObject({ status: 'paid', amount: 2599, description: 'Amended return' });
    const [event] = await sql<{ id: string; type: string }>(t.database.url, `SELECT id, type FROM stripe_webhook_events`);
    expect(event).toEqual({ id: expect.stringMatching(/^evt_test_local_/), type: 'checkout.session.completed' });

    expect(await t.post(`/payments/test-checkout/${id}/pay`, { token })).toMatchObject({ status: 409, body: { code: 'payment_not_pending' } });
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual(['Your payment receipt from Huron Tax & Accounting']);
  });

  it("only the browser that started the checkout can pay: a payment id alone, or another payment's token, is refused", async () => {
    const start = async () => {
      const res = await t.post('/payments/checkout', { amount: 1500, description: 'Mine', name: 'Owner', email: uniqueEmail('owner'), phone: '800-555-0100' });
      return { id: res.body['id'] as string, token: tokenIn(res.body['url'] as string) };
    };
    const mine = await start();
    const other = await start();
    const attempts = [undefined, {}, { token: '' }, { token: 'x'.repeat(43) }, { token: other.token }, { token: `${mine.token}x` }];
    const refusals = [];
    for (const body of attempts) refusals.push(await t.post(`/payments/test-checkout/${mine.id}/pay`, body));
    expect(refusals.map((r) => `${r.status} ${String(r.body['code'])}`)).toEqual([
      '400 validation_failed',
      '400 validation_failed',
      '403 checkout_token_invalid',
      '403 checkout_token_invalid',
      '403 checkout_token_invalid',
      '403 checkout_token_invalid',
    ]);
    expect((await t.get(`/payments/${mine.id}`)).body['status']).toBe('pending');
    expect((await t.post(`/payments/test-checkout/${mine.id}/pay`, { token: mine.token })).status).toBe(200);
    expect((await t.get(`/payments/${mine.id}`)).body['status']).toBe('paid');
  });

  it('honours Idempotency-Key: a retry replays the first answer and creates nothing; another body is refused', async () => {
    const body = { amount: 700, description: 'Retry me', name: 'Ida Empotent', email: uniqueEmail('idem'), phone: '800-555-0100' };
    const headers = { 'idempotency-key': `pay-${Date.now()}` };
    const first = await t.post('/payments/checkout', body, { headers });
    const again = await t.post('/payments/checkout', body, { headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await sql(t.database.url, `SELECT 1 FROM payments WHERE email = $1`, [body.email])).length).toBe(1);
    expect((await t.post('/payments/checkout', { ...body, amount: 701 }, { headers })).status).toBe(422);
  });

  it('the webhook refuses an event signed with anything but the test-mode secret', async () => {
    const res = await t.deliver({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: {} } }, { secret: 'whsec_guess' });
    expect(res.status).toBe(400);
  });

  it('tax school: lists sessions open or closed as of the configured date; a registration is paid end to end', async () => {
    const sessions = await t.get('/tax-school/sessions');
    expect(sessions.body).toMatchObject({ feeCents: 14900 });
    expect((sessions.body['sessions'] as Array<{ code: string; open: boolean }>).map((s) => [s.code, s.open])).toEqual([
      ['2501', false],
      ['2502', false],
      ['2503', true],
      ['2504', true],
    ]);
    const email = uniqueEmail('student');
    const res = await t.post('/tax-school/registrations', { name: 'Lee Learner', email, phone: '313-555-0142', course: '2504' });
    expect(res.status).toBe(201);
    const { id, registrationId, url } = res.body as { id: string; registrationId: string; url: string };
    expect((await t.get(`/payments/${id}`)).body).toMatchObject({ status: 'pending', amount: 14900, description: 'Tax School Registration' });
    expect((await t.post(`/payments/test-checkout/${id}/pay`, { token: tokenIn(url) })).status).toBe(200);
    const [registration] = await sql<{ course: string; paid: boolean }>(
      t.database.url,
      `SELECT course, paid_at IS NOT NULL AS paid FROM tax_school_registrations WHERE id = $1`,
      [registrationId],
    );
    expect(registration).toEqual({ course: '2504', paid: true });
    const staff = await t.staffToken();
    const list = await t.get('/admin/tax-school/registrations?paid=true', staff);
    expect(list.status).toBe(200);
    expect(list.body['items']).toEqual([
      expect.objectContaining({ id: registrationId, paymentId: id, course: '2504', paid: true, paymentStatus: 'paid', email }),
    ]);
  });
});

describe('payments: the test checkout is off with real Stripe keys', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe');
  });
  afterAll(() => t.close());

  it('POST /payments/test-checkout/{id}/pay answers 404', async () => {
    const { body } = await t.post('/payments/checkout', { amount: 100, description: 'x', name: 'A', email: 'a@example.com', phone: '1' });
    expect((await t.post(`/payments/test-checkout/${body['id'] as string}/pay`, { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await t.get(`/payments/${body['id'] as string}`)).body['status']).toBe('pending');
  });
});
