import { outboxDrained } from '../support/outbox';
import { startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import { sql } from '../support/sql';
import { stripeError } from '../support/stripe-stub';

/** The official stripe SDK against a local stand-in for api.stripe.com: what we send, and how we take refusals. */
describe('payments: Checkout Sessions through the stripe SDK', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe');
  });
  afterAll(() => t.close());
  afterEach(() => t.stripe!.reset());

  const body = {
    amount: 12_345,
    description: 'Invoice 1042',
    name: 'Pat Client',
    email: 'pat.client@example.com',
    phone: '(313) 555-0142',
    course: 'Tax Services',
  };
  const statusOf = async (id: string) => (await sql<{ status: string }>(t.database.url, `SELECT status FROM payments WHERE id = $1`, [id]))[0]?.status;

  it('creates one session with the exact amount, currency, description, email, metadata, URLs and idempotency key', async () => {
    const res = await t.post('/payments/checkout', body);
    expect(res.status).toBe(201);
    const id = res.body['id'] as string;
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_stub\d+$/),
    });
    expect(t.stripe!.requests).toHaveLength(1);
    const [sent] = t.stripe!.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers['authorization']).toBe('Bearer sk_test_integration');
    expect(sent!.headers['idempotency-key']).toBe(`checkout-session-${id}`);
    expect(Object.fromEntries(sent!.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': 'Invoice 1042',
      customer_email: 'pat.client@example.com',
      client_reference_id: id,
      'metadata[payment_id]': id,
      'metadata[course]': 'Tax Services',
      'payment_intent_data[metadata][payment_id]': id,
      'payment_intent_data[metadata][course]': 'Tax Services',
      success_url: `http://site.test/payment/success?payment=${id}`,
      cancel_url: `http://site.test/payment/cancelled?payment=${id}`,
    });
    expect(await statusOf(id)).toBe('pending');
    expect(await t.get(`/payments/${id}`)).toEqual({
      status: 200,
      body: { id, reference: expect.stringMatching(/^HP-/), status: 'pending', amount: 12_345, description: 'Invoice 1042', paidAt: null },
    });
  });

  it.each([
    ['card declined', stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined' }), 402, 'card_declined', 'Your card was declined.'],
    [
      'rate limited',
      stripeError(429, 'rate_limit_error', 'Too many requests'),
      503,
      'payment_provider_busy',
      'The payment provider is busy. Please try again in a minute.',
    ],
    [
      'invalid request',
      stripeError(400, 'invalid_request_error', 'Invalid integer: abc', { param: 'line_items[0][price_data][unit_amount]' }),
      502,
      'payment_provider_refused',
      'The payment provider refused the request. Please call us to pay.',
    ],
    [
      'server error',
      stripeError(500, 'api_error', 'Something went wrong'),
      502,
      'payment_provider_error',
      'The payment provider answered with an error. Please try again.',
    ],
  ] as const)('answers Stripe %s with its own status and code (never 500) and marks the payment failed', async (_name, reply, status, code, message) => {
    t.stripe!.respondWith(() => reply);
    const before = (await sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM payments`))[0]!.n;
    const res = await t.post('/payments/checkout', body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, code, message });
    const [created] = await sql<{ status: string; n: number }>(
      t.database.url,
      `SELECT status, (SELECT count(*)::int FROM payments) AS n FROM payments ORDER BY created_at DESC LIMIT 1`,
    );
    expect(created).toEqual({ status: 'failed', n: before + 1 });
  });

  it('retries a dropped connection with the same idempotency key, then answers 502 payment_provider_unreachable', async () => {
    t.stripe!.respondWith(() => 'hang-up');
    const res = await t.post('/payments/checkout', body);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'payment_provider_unreachable' });
    const keys = t.stripe!.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3); // the first try and the SDK's two retries
    expect(new Set(keys).size).toBe(1);
  });

  it('the success page fulfils early: GET /payments/{id} asks Stripe and marks a paid session paid, once, with one receipt', async () => {
    const email = 'early.fulfil@example.com';
    const { body: created } = await t.post('/payments/checkout', { ...body, email });
    const id = created['id'] as string;
    const sessionId = (await sql<{ s: string }>(t.database.url, `SELECT stripe_session_id AS s FROM payments WHERE id = $1`, [id]))[0]!.s;
    expect((await t.get(`/payments/${id}`)).body['status']).toBe('pending');
    Object.assign(t.stripe!.sessions.get(sessionId)!, { payment_status: 'paid', status: 'complete', payment_intent: 'pi_early_1' });
    const seen = await Promise.all([t.get(`/payments/${id}`), t.get(`/payments/${id}`), t.get(`/payments/${id}`)]);
    expect(seen.map((s) => s.body['status'])).toEqual(['paid', 'paid', 'paid']);
    expect(t.stripe!.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toContain(`/v1/checkout/sessions/${sessionId}`);
    await outboxDrained(t.app, t.database.url);
    expect(t.smtp.received.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual(['Your payment receipt from Huron Tax & Accounting']);
  });
});
