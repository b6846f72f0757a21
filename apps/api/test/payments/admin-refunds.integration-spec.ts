import { signUpRaw } from '../support/auth-http';
import { checkoutEvent, startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import { sql } from '../support/sql';
import { stripeError } from '../support/stripe-stub';
import { waitUntil } from '../support/wait-until';
import { uniqueEmail } from '../support/auth-test-app';

/** Staff endpoints: listing, detail (audited reads) and refunds through Stripe's refunds API. */
describe('payments: staff endpoints and refunds', () => {
  let t: PaymentsTestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe');
    staff = await t.staffToken();
  });
  afterAll(() => t.close());
  afterEach(() => t.stripe!.reset());

  async function paidPayment(amount: number, name = 'Casey Client', email = uniqueEmail('casey')) {
    const { body } = await t.post('/payments/checkout', { amount, description: 'Payroll setup', name, email, phone: '313-555-0142' });
    const id = body['id'] as string;
    const sessionId = (await sql<{ s: string }>(t.database.url, `SELECT stripe_session_id AS s FROM payments WHERE id = $1`, [id]))[0]!.s;
    await t.deliver(
      checkoutEvent('checkout.session.completed', {
        id: sessionId,
        client_reference_id: id,
        metadata: { payment_id: id },
        payment_status: 'paid',
        amount_total: amount,
        currency: 'usd',
        payment_intent: `pi_${id.replaceAll('-', '')}`,
      }),
    );
    return id;
  }
  /** Every refund carries a reason unless the test is about it. */
  const refund = (id: string, body: Record<string, unknown>, token = staff, headers?: Record<string, string>) =>
    t.post(`/admin/payments/${id}/refund`, { reason: 'Client cancelled the service', ...body }, { token, headers });
  const refundRequests = () => t.stripe!.requests.filter((r) => r.path === '/v1/refunds');

  it('refuses everyone but staff (401 signed out, 403 signed in)', async () => {
    expect((await t.get('/admin/payments')).status).toBe(401);
    const person = await signUpRaw(t.authUrl, uniqueEmail());
    expect((await t.get('/admin/payments', person.access_token)).status).toBe(403);
    expect((await refund('00000000-0000-4000-8000-000000000000', {}, person.access_token)).status).toBe(403);
  });

  it('a partial then the remaining refund: exact Stripe requests with idempotency keys, statuses, audit entries', async () => {
    const id = await paidPayment(10_000);
    const intent = `pi_${id.replaceAll('-', '')}`;
    const partial = await refund(id, { amount: 2500 });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      id,
      status: 'partially_refunded',
      refunded: 2500,
      refunds: [expect.objectContaining({ amount: 2500, stripeRefundId: expect.stringMatching(/^re_stub/) })],
    });
    const full = await refund(id, {});
    expect(full.body).toMatchObject({ status: 'refunded', refunded: 10_000 });
    expect(refundRequests().map((r) => ({ path: r.path, key: r.headers['idempotency-key'], form: Object.fromEntries(r.form) }))).toEqual([
      { path: '/v1/refunds', key: `refund-${id}-1`, form: { payment_intent: intent, amount: '2500' } },
      { path: '/v1/refunds', key: `refund-${id}-2`, form: { payment_intent: intent, amount: '7500' } },
    ]);
    expect(await refund(id, {})).toMatchObject({ status: 409, body: { code: 'payment_not_refundable' } });
    const audit = await sql<{ action: string; details: Record<string, unknown> }>(
      t.database.url,
      `SELECT action, details FROM audit_log WHERE subject_id = $1 AND action = 'payment.refunded' ORDER BY created_at`,
      [id],
    );
    expect(audit.map((a) => a.details['amountCents'])).toEqual([2500, 7500]);
  });

  it('two staff refunding in full at once: one refund at Stripe, the other is told nothing is left', async () => {
    const id = await paidPayment(4000);
    // Stripe holds its answer to the first refund until the second request is either waiting for the payment's row
    // lock in PostgreSQL (correct) or has reached Stripe too (the race this guards against). No timing involved.
    let secondArrived!: () => void;
    const second = new Promise<void>((resolve) => (secondArrived = resolve));
    let seen = 0;
    t.stripe!.respondWith(async (r) => {
      if (r.path !== '/v1/refunds') return undefined;
      if (++seen > 1) {
        secondArrived();
        return undefined;
      }
      const lockWait = waitUntil(
        'a refund waiting for the row lock',
        () =>
          sql<{ n: number }>(t.database.url, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
        (rows) => rows[0]!.n > 0,
      );
      await Promise.race([lockWait, second]);
      return undefined;
    });
    const results = await Promise.all([refund(id, {}), refund(id, {})]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(refundRequests()).toHaveLength(1);
  });

  it('refuses more than what is left (400 naming amount), an unpaid payment (409) and an unknown one (404)', async () => {
    const id = await paidPayment(3000);
    expect(await refund(id, { amount: 3001 })).toMatchObject({
      status: 400,
      body: {
        errors: [
          { field: 'amount', message: 'must be at most 3000 cents (what is left to refund)', code: 'too_big', params: { maximum: 3000, unit: 'cents' } },
        ],
      },
    });
    expect((await refund(id, { amount: 0 })).status).toBe(400);
    expect((await refund(id, { amount: 1.5 })).status).toBe(400);
    const { body } = await t.post('/payments/checkout', { amount: 100, description: 'x', name: 'Unpaid', email: 'u@example.com', phone: '1' });
    expect((await refund(body['id'] as string, {})).status).toBe(409);
    expect((await refund('00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
    expect(refundRequests()).toHaveLength(0);
  });

  it("Stripe's refusal leaves nothing recorded (502), and the retry reuses the idempotency key", async () => {
    const id = await paidPayment(2000);
    t.stripe!.respondWith((r) => (r.path === '/v1/refunds' ? stripeError(400, 'invalid_request_error', 'Charge has already been refunded') : undefined));
    expect((await refund(id, {})).status).toBe(502);
    expect((await sql(t.database.url, `SELECT 1 FROM payment_refunds WHERE payment_id = $1`, [id])).length).toBe(0);
    t.stripe!.respondWith(() => undefined);
    expect((await refund(id, {})).status).toBe(200);
    expect(refundRequests().map((r) => r.headers['idempotency-key'])).toEqual([`refund-${id}-1`, `refund-${id}-1`]);
  });

  it('lists newest first with filters, search and keyset pages; the detail read is audited', async () => {
    const ids = [await paidPayment(111, 'Alpha Listed'), await paidPayment(222, 'Beta Listed'), await paidPayment(333, 'Gamma Listed')];
    const first = await t.get('/admin/payments?limit=2&q=listed', staff);
    expect(first.status).toBe(200);
    expect((first.body['items'] as Array<{ id: string }>).map((p) => p.id)).toEqual([ids[2], ids[1]]);
    const second = await t.get(`/admin/payments?limit=2&q=listed&cursor=${first.body['nextCursor'] as string}`, staff);
    expect((second.body['items'] as Array<{ id: string }>).map((p) => p.id)).toEqual([ids[0]]);
    expect(second.body['nextCursor']).toBeNull();
    expect(((await t.get('/admin/payments?status=refunded&q=listed', staff)).body['items'] as unknown[]).length).toBe(0);
    expect((await t.get('/admin/payments?cursor=garbage', staff)).body).toMatchObject({ status: 400, errors: [{ field: 'cursor' }] });
    expect((await t.get('/admin/payments?from=yesterday', staff)).body).toMatchObject({ status: 400, errors: [{ field: 'from' }] });
    const detail = await t.get(`/admin/payments/${ids[0]!}`, staff);
    expect(detail.body).toMatchObject({
      id: ids[0],
      name: 'Alpha Listed',
      amount: 111,
      status: 'paid',
      stripePaymentIntentId: expect.stringMatching(/^pi_/),
      refunds: [],
    });
    const reads = await sql(t.database.url, `SELECT 1 FROM audit_log WHERE action = 'payment.read' AND subject_id = $1`, [ids[0]]);
    expect(reads).toHaveLength(1);
  });

  it('keeps the reason (detail, audit log), names who refunded and mails the client the amount', async () => {
    const email = uniqueEmail('refunded');
    const id = await paidPayment(12_345, 'Riley Refund', email);
    expect((await refund(id, { amount: 2_345, reason: '  Duplicate charge for the same return  ' })).body).toMatchObject({
      refunds: [{ amount: 2_345, reason: 'Duplicate charge for the same return', createdBy: expect.any(String), createdByName: expect.any(String) }],
    });
    const audit = await sql<{ details: Record<string, unknown> }>(
      t.database.url,
      `SELECT details FROM audit_log WHERE subject_id = $1 AND action = 'payment.refunded'`,
      [id],
    );
    expect(audit[0]!.details).toMatchObject({ amountCents: 2_345, reason: 'Duplicate charge for the same return' });
    const mail = await t.smtp.next(email, (m) => m.subject.includes('refund'));
    expect(mail.text).toContain('Amount refunded: $23.45');
    expect(mail.text).toContain('Refunded in all: $23.45');
    expect(mail.text).not.toContain('Duplicate charge');
  });

  it('refuses a refund without a reason, or one too short or too long (400 naming reason); nothing reaches Stripe', async () => {
    const id = await paidPayment(1_000);
    const without = await t.post(`/admin/payments/${id}/refund`, { amount: 100 }, { token: staff });
    expect(without).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'reason' })] } });
    expect((await refund(id, { reason: ' ab ' })).body).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'reason' })] });
    expect((await refund(id, { reason: 'x'.repeat(501) })).body).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'reason' })] });
    expect((await refund(id, { reason: 42 })).body).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'reason' })] });
    expect(refundRequests()).toHaveLength(0);
  });

  it('a double-click sends the same Idempotency-Key: one refund, the second answer is the first replayed', async () => {
    const id = await paidPayment(5_000);
    const headers = { 'idempotency-key': `refund-dialog-${id}` };
    const first = await refund(id, { amount: 1_000 }, staff, headers);
    const again = await refund(id, { amount: 1_000 }, staff, headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(refundRequests()).toHaveLength(1);
    expect((await t.get(`/admin/payments/${id}`, staff)).body).toMatchObject({ refunded: 1_000, refunds: [expect.objectContaining({ amount: 1_000 })] });
  });
});
