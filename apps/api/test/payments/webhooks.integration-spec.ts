import Stripe from 'stripe';
import { outboxDrained } from '../support/outbox';
import { checkoutEvent, startPaymentsTestApp, TEST_WEBHOOK_SECRET, type PaymentsTestApp } from '../support/payments-test-app';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { sql } from '../support/sql';
import { uniqueEmail } from '../support/auth-test-app';

/** Signed webhooks: verification, once-only handling, and fulfilment races (another process, the success page). */
describe('payments: Stripe webhooks', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe');
  });
  afterAll(() => t.close());

  /** A pending payment with its stub session; `paid` returns the session as Stripe shows it once the customer paid. */
  async function pendingPayment(email = uniqueEmail('payer'), amount = 5000) {
    const res = await t.post('/payments/checkout', { amount, description: 'Bookkeeping, March', name: 'Robin Payer', email, phone: '734-555-0175' });
    expect(res.status).toBe(201);
    const id = res.body['id'] as string;
    const sessionId = (await sql<{ s: string }>(t.database.url, `SELECT stripe_session_id AS s FROM payments WHERE id = $1`, [id]))[0]!.s;
    const paid = {
      id: sessionId,
      client_reference_id: id,
      metadata: { payment_id: id },
      payment_status: 'paid',
      status: 'complete',
      amount_total: amount,
      currency: 'usd',
      payment_intent: `pi_${id.slice(0, 8)}`,
    };
    return { id, email, sessionId, paid };
  }
  const row = async (id: string) =>
    (
      await sql<{ status: string; refunded_cents: number; paid_at: Date | null }>(
        t.database.url,
        `SELECT status, refunded_cents, paid_at FROM payments WHERE id = $1`,
        [id],
      )
    )[0]!;
  const receipts = (email: string) => t.smtp.received.filter((m) => m.to.includes(email) && m.subject === 'Your payment receipt from Huron Tax & Accounting');

  it('accepts a good signature: checkout.session.completed (paid) marks the payment paid and emails one receipt', async () => {
    const p = await pendingPayment();
    const res = await t.deliver(checkoutEvent('checkout.session.completed', p.paid));
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'handled' } });
    expect(await row(p.id)).toMatchObject({ status: 'paid', paid_at: expect.any(Date) });
    const view = (await t.get(`/payments/${p.id}`)).body;
    expect(view).toMatchObject({
      status: 'paid',
      amount: 5000,
      description: 'Bookkeeping, March',
      paidAt: expect.any(String),
      reference: expect.stringMatching(/^HP-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
    });
    await outboxDrained(t.app, t.database.url);
    const [receipt] = receipts(p.email);
    expect(receipts(p.email)).toHaveLength(1);
    expect(receipt!.text).toContain('Amount paid: $50.00');
    expect(receipt!.text).toContain(`Payment reference: ${view['reference'] as string}`);
    expect(receipt!.html).toContain('23814 Michigan Ave, Dearborn, MI 48124');
    expect(receipt!.text).toContain(`http://site.test/payment/success?payment=${p.id}`);
  });

  it('refuses a bad signature, a missing one and a stale timestamp with 400, changing nothing', async () => {
    const p = await pendingPayment();
    const event = checkoutEvent('checkout.session.completed', p.paid);
    const wrong = await t.deliver(event, { secret: 'whsec_someoneelse' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_signature', message: expect.stringContaining('Stripe-Signature') });
    const stale = await t.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale).toMatchObject({ status: 400, body: { code: 'invalid_signature', message: expect.stringMatching(/tolerance/i) } });
    // The tolerance holds both ways: a signature dated later than five minutes ahead would stay valid until then.
    const ahead = await t.deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 310 });
    expect(ahead).toMatchObject({ status: 400, body: { code: 'invalid_signature', message: expect.stringMatching(/tolerance.*future/i) } });
    const farAhead = await t.deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 10 * 365 * 86_400 });
    expect(farAhead).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    const unsigned = await t.post('/payments/webhook', event);
    expect(unsigned).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    // The signature covers the exact bytes: the same JSON re-serialised with different spacing fails.
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
    const reformatted = await t.post('/payments/webhook', undefined, { rawBody: JSON.stringify(event, null, 2), headers: { 'stripe-signature': signature } });
    expect(reformatted.status).toBe(400);
    expect((await row(p.id)).status).toBe('pending');
    expect((await sql(t.database.url, `SELECT 1 FROM stripe_webhook_events WHERE id = $1`, [event['id']])).length).toBe(0);
  });

  it('accepts a signature dated a little ahead (clock skew within the tolerance)', async () => {
    const p = await pendingPayment();
    const event = checkoutEvent('checkout.session.completed', p.paid);
    expect(await t.deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 60 })).toMatchObject({ status: 200, body: { outcome: 'handled' } });
  });

  it('the same event delivered ten times at once: one fulfilment, one receipt, nine duplicates', async () => {
    const p = await pendingPayment();
    const event = checkoutEvent('checkout.session.completed', p.paid);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.deliver(event)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.body['outcome']).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'handled',
    ]);
    await outboxDrained(t.app, t.database.url);
    expect(receipts(p.email)).toHaveLength(1);
  });

  it('two different events for one session (completed and async succeeded) and the success page at once: one fulfilment', async () => {
    const p = await pendingPayment();
    Object.assign(t.stripe!.sessions.get(p.sessionId)!, p.paid);
    const [a, b, page] = await Promise.all([
      t.deliver(checkoutEvent('checkout.session.completed', p.paid)),
      t.deliver(checkoutEvent('checkout.session.async_payment_succeeded', p.paid)),
      t.get(`/payments/${p.id}`),
    ]);
    expect([a.status, b.status, page.status]).toEqual([200, 200, 200]);
    expect(page.body['status']).toBe('paid');
    await outboxDrained(t.app, t.database.url);
    expect(receipts(p.email)).toHaveLength(1);
  });

  it('completed but unpaid (a delayed method) stays pending until async_payment_succeeded', async () => {
    const p = await pendingPayment();
    await t.deliver(checkoutEvent('checkout.session.completed', { ...p.paid, payment_status: 'unpaid' }));
    expect((await row(p.id)).status).toBe('pending');
    await t.deliver(checkoutEvent('checkout.session.async_payment_succeeded', p.paid));
    expect((await row(p.id)).status).toBe('paid');
  });

  it('async_payment_failed marks failed and expired marks expired; a paid payment is never moved back', async () => {
    const failed = await pendingPayment();
    await t.deliver(checkoutEvent('checkout.session.async_payment_failed', { ...failed.paid, payment_status: 'unpaid' }));
    expect((await row(failed.id)).status).toBe('failed');
    const expired = await pendingPayment();
    await t.deliver(checkoutEvent('checkout.session.expired', { ...expired.paid, payment_status: 'unpaid', status: 'expired' }));
    expect((await row(expired.id)).status).toBe('expired');
    expect((await t.get(`/payments/${expired.id}`)).body['status']).toBe('expired');
    const paid = await pendingPayment();
    await t.deliver(checkoutEvent('checkout.session.completed', paid.paid));
    await t.deliver(checkoutEvent('checkout.session.expired', { ...paid.paid, status: 'expired' }));
    expect((await row(paid.id)).status).toBe('paid');
  });

  it('charge.refunded records a partial, then a full refund (out-of-order events never lower it)', async () => {
    const p = await pendingPayment(uniqueEmail('refunded'), 8000);
    await t.deliver(checkoutEvent('checkout.session.completed', p.paid));
    const charge = (amountRefunded: number) => ({
      id: `evt_charge_${p.id}_${amountRefunded}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', id: 'ch_1', amount: 8000, amount_refunded: amountRefunded, payment_intent: p.paid.payment_intent } },
    });
    await t.deliver(charge(3000));
    expect(await row(p.id)).toMatchObject({ status: 'partially_refunded', refunded_cents: 3000 });
    await t.deliver(charge(8000));
    await t.deliver({ ...charge(3000), id: `evt_late_${p.id}` });
    expect(await row(p.id)).toMatchObject({ status: 'refunded', refunded_cents: 8000 });
  });

  it('acknowledges event types it does not handle, and a paid session whose amount differs is not fulfilled', async () => {
    expect((await t.deliver({ id: `evt_other_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: {} } })).body).toEqual({
      received: true,
      outcome: 'ignored',
    });
    const p = await pendingPayment();
    await t.deliver(checkoutEvent('checkout.session.completed', { ...p.paid, amount_total: 1 }));
    expect((await row(p.id)).status).toBe('pending');
  });

  describe('with a second app process on the same database', () => {
    let second: ApiProcess;
    beforeAll(async () => {
      second = await startApiProcess({
        DATABASE_URL: t.database.url,
        SMTP_URL: t.smtp.url,
        PUBLIC_URL: 'http://site.test',
        STRIPE_SECRET_KEY: 'sk_test_integration',
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_URL: t.stripe!.url,
      });
    });
    afterAll(() => second.close());

    it('the same event to both processes at once (five each): one fulfilment, one receipt', async () => {
      const p = await pendingPayment();
      const event = checkoutEvent('checkout.session.completed', p.paid);
      const payload = JSON.stringify(event);
      const send = (baseUrl: string) =>
        fetch(`${baseUrl}/api/payments/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
          },
          body: payload,
        }).then(async (res) => ({ status: res.status, outcome: ((await res.json()) as { outcome: string }).outcome }));
      const results = await Promise.all(
        [t.baseUrl, second.baseUrl, t.baseUrl, second.baseUrl, t.baseUrl, second.baseUrl, t.baseUrl, second.baseUrl, t.baseUrl, second.baseUrl].map(send),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.outcome === 'handled')).toHaveLength(1);
      await outboxDrained(t.app, t.database.url);
      expect(receipts(p.email)).toHaveLength(1);
      expect((await row(p.id)).status).toBe('paid');
    });
  });
});
