import { outboxDrained } from '../support/outbox';
import { checkoutEvent, startPaymentsTestApp, type PaymentsTestApp } from '../support/payments-test-app';
import { sql } from '../support/sql';
import { apiCall, engagementFor, portalCast, portalClient, staffMember, type PortalClient, type StaffMember } from '../portal-messages/portal-http';

const REFERENCE = /^HI-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Invoices on an engagement, paid through the payments module's Stripe Checkout (the real SDK against the stub). */
describe('invoices: issue, list, pay once', () => {
  let t: PaymentsTestApp, staff: StaffMember, client: PortalClient, other: PortalClient, engagement: string;
  beforeAll(async () => {
    t = await startPaymentsTestApp('stripe');
    ({ staff, client, other, engagement } = await portalCast(t));
  });
  afterAll(() => t.close());

  const issue = (body: unknown, id = engagement) => apiCall(t, 'POST', `/admin/engagements/${id}/invoices`, { token: staff.token, body });
  const checkout = (id: string, token = client.token) => apiCall(t, 'POST', `/portal/invoices/${id}/checkout`, { token });
  const paidSession = async (paymentId: string) => {
    const [row] = await sql<{ session: string; amount: number }>(
      t.database.url,
      'SELECT stripe_session_id AS session, amount_cents AS amount FROM payments WHERE id = $1',
      [paymentId],
    );
    return {
      id: row!.session,
      client_reference_id: paymentId,
      metadata: { payment_id: paymentId },
      payment_status: 'paid',
      status: 'complete',
      amount_total: row!.amount,
      currency: 'usd',
      payment_intent: `pi_${paymentId.slice(0, 8)}`,
    };
  };

  it('staff issue an invoice in integer cents (audited); the client sees it and is mailed a link without the amount', async () => {
    const res = await issue({
      lines: [
        { description: '2025 Form 1040 preparation', amountCents: 25_000 },
        { description: 'Michigan MI-1040', amountCents: 7_550 },
      ],
      dueDate: '2026-12-15',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reference: expect.stringMatching(REFERENCE),
      engagementId: engagement,
      kind: 'individual',
      status: 'open',
      totalCents: 32_550,
      currency: 'usd',
      dueDate: '2026-12-15',
      paidAt: null,
      lines: [
        { description: '2025 Form 1040 preparation', amountCents: 25_000 },
        { description: 'Michigan MI-1040', amountCents: 7_550 },
      ],
    });
    const audited = await sql(t.database.url, `SELECT actor_id FROM audit_log WHERE action = 'invoices.issued' AND subject_id = $1`, [res.body['id']]);
    expect(audited).toEqual([{ actor_id: staff.id }]);
    const list = await apiCall<{ items: Array<{ id: string }> }>(t, 'GET', '/portal/invoices', { token: client.token });
    expect(list.body.items.map((i) => i.id)).toContain(res.body['id']);
    expect((await apiCall<{ items: unknown[] }>(t, 'GET', '/portal/invoices', { token: other.token })).body.items).toEqual([]);
    await outboxDrained(t.app, t.database.url);
    const mail = t.smtp.received.find((m) => m.to.includes(client.email) && m.subject === 'You have a new invoice')!;
    expect(mail.text).toContain('http://site.test/portal');
    expect(mail.text).not.toMatch(/325|1040|\$/);
  });

  it('refuses bad invoices naming the field: no lines, zero, negative, fractional or string amounts, empty descriptions, a total over the limit', async () => {
    const cases: Array<[unknown, string]> = [
      [{ lines: [] }, 'lines'],
      [{}, 'lines'],
      [{ lines: [{ description: 'Prep', amountCents: 0 }] }, 'lines.0.amountCents'],
      [{ lines: [{ description: 'Prep', amountCents: -100 }] }, 'lines.0.amountCents'],
      [{ lines: [{ description: 'Prep', amountCents: 10.5 }] }, 'lines.0.amountCents'],
      [{ lines: [{ description: 'Prep', amountCents: '100' }] }, 'lines.0.amountCents'],
      [{ lines: [{ description: '  ', amountCents: 100 }] }, 'lines.0.description'],
      [{ lines: [{ description: 'Prep', amountCents: 100 }], dueDate: '2026-02-30' }, 'dueDate'],
      [
        {
          lines: [
            { description: 'A', amountCents: 99_999_999 },
            { description: 'B', amountCents: 1 },
          ],
        },
        'lines',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await issue(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ field })] });
    }
    expect((await issue({ lines: [{ description: 'Prep', amountCents: 100 }] }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await apiCall(t, 'POST', `/admin/engagements/${engagement}/invoices`, { token: client.token, body: { lines: [] } })).status).toBe(403);
  });

  it('two checkouts at once get the same payment and page; the webhook replayed ten times marks it paid once with one receipt; a second payment is refused', async () => {
    const invoice = (await issue({ lines: [{ description: 'Bookkeeping', amountCents: 12_345 }] })).body['id'] as string;
    const [a, b] = await Promise.all([checkout(invoice), checkout(invoice)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body).toMatchObject({ invoiceId: invoice, url: expect.any(String) });
    const paymentId = a.body['paymentId'] as string;
    expect(await sql(t.database.url, 'SELECT count(*)::int AS n FROM invoice_payments WHERE invoice_id = $1', [invoice])).toEqual([{ n: 1 }]);
    const [payment] = await sql(t.database.url, 'SELECT amount_cents, description, email, status FROM payments WHERE id = $1', [paymentId]);
    expect(payment).toMatchObject({ amount_cents: 12_345, email: client.email, status: 'pending' });
    expect(payment!['description']).toMatch(/^Invoice HI-/);

    const session = await paidSession(paymentId);
    const same = checkoutEvent('checkout.session.completed', session);
    const deliveries = await Promise.all([
      ...Array.from({ length: 5 }, () => t.deliver(same)),
      ...Array.from({ length: 5 }, () => t.deliver(checkoutEvent('checkout.session.completed', session))),
    ]);
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    const [row] = await sql(t.database.url, 'SELECT status, paid_payment_id FROM invoices WHERE id = $1', [invoice]);
    expect(row).toEqual({ status: 'paid', paid_payment_id: paymentId });
    await outboxDrained(t.app, t.database.url);
    const receipts = t.smtp.received.filter((m) => m.to.includes(client.email) && m.subject.startsWith('Your payment receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Amount paid: $123.45');
    expect(receipts[0]!.text).not.toContain('Bookkeeping');

    const again = await checkout(invoice);
    expect(again).toMatchObject({ status: 409, body: { code: 'invoice_already_paid' } });
    const listed = await apiCall<{ items: Array<{ id: string; status: string; paidAt: string | null }> }>(t, 'GET', '/portal/invoices', {
      token: client.token,
    });
    expect(listed.body.items.find((i) => i.id === invoice)).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
  });

  it("another client's invoice is a 404 on checkout, the same as a missing one; signed out is 401", async () => {
    const invoice = (await issue({ lines: [{ description: 'Prep', amountCents: 5_000 }] })).body['id'] as string;
    expect((await checkout(invoice, other.token)).status).toBe(404);
    expect((await checkout('00000000-0000-4000-8000-000000000000', other.token)).status).toBe(404);
    expect((await checkout('nope')).status).toBe(400);
    expect((await apiCall(t, 'POST', `/portal/invoices/${invoice}/checkout`)).status).toBe(401);
    expect(await sql(t.database.url, 'SELECT count(*)::int AS n FROM invoice_payments WHERE invoice_id = $1', [invoice])).toEqual([{ n: 0 }]);
  });

  it('a retried issue with the same Idempotency-Key makes one invoice', async () => {
    const before = await sql<{ n: number }>(t.database.url, 'SELECT count(*)::int AS n FROM invoices WHERE engagement_id = $1', [engagement]);
    const headers = { 'idempotency-key': `invoice-${process.pid}` };
    const body = { lines: [{ description: 'Amended return', amountCents: 15_000 }] };
    const first = await apiCall(t, 'POST', `/admin/engagements/${engagement}/invoices`, { token: staff.token, body, headers });
    const again = await apiCall(t, 'POST', `/admin/engagements/${engagement}/invoices`, { token: staff.token, body, headers });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await sql(t.database.url, 'SELECT count(*)::int AS n FROM invoices WHERE engagement_id = $1', [engagement])).toEqual([{ n: before[0]!.n + 1 }]);
  });

  it("staff list an engagement's invoices (audited)", async () => {
    const res = await apiCall<{ items: Array<{ engagementId: string }> }>(t, 'GET', `/admin/engagements/${engagement}/invoices`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((i) => i.engagementId === engagement)).toBe(true);
    expect(await sql(t.database.url, `SELECT count(*)::int AS n FROM audit_log WHERE action = 'invoices.read' AND subject_id = $1`, [engagement])).toEqual([
      { n: 1 },
    ]);
  });
});

/** Without Stripe keys (the default of `npm start` and the browser tests): the built-in test checkout pays an invoice. */
describe('invoices: test-mode checkout', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsTestApp('test');
  });
  afterAll(() => t.close());

  it('the test checkout page pays the invoice through the same webhook handler, once', async () => {
    const staff = await staffMember(t);
    const client = await portalClient(t);
    const engagement = await engagementFor(t, client);
    const invoice = (
      await apiCall(t, 'POST', `/admin/engagements/${engagement}/invoices`, {
        token: staff.token,
        body: { lines: [{ description: 'Preparation', amountCents: 4_200 }] },
      })
    ).body['id'] as string;
    const started = await apiCall(t, 'POST', `/portal/invoices/${invoice}/checkout`, { token: client.token });
    expect(started.status).toBe(200);
    const url = new URL(started.body['url'] as string);
    expect(url.pathname).toBe('/payment/test-checkout');
    const token = new URLSearchParams(url.hash.slice(1)).get('token')!;
    const paymentId = started.body['paymentId'] as string;
    expect((await t.post(`/payments/test-checkout/${paymentId}/pay`, { token })).status).toBe(200);
    expect((await t.post(`/payments/test-checkout/${paymentId}/pay`, { token })).status).toBe(409);
    expect(await sql(t.database.url, 'SELECT status FROM invoices WHERE id = $1', [invoice])).toEqual([{ status: 'paid' }]);
    expect((await apiCall(t, 'POST', `/portal/invoices/${invoice}/checkout`, { token: client.token })).body).toMatchObject({ code: 'invoice_already_paid' });
  });
});
