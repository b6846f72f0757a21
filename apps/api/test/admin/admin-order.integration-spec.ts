import { friend } from '../referrals/referral-helpers';
import { signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { validContactMessage } from '../intake/intake-http';
import { apiCall, staffMember } from '../tax-intake/tax-intake-http';

/** Every staff list reads newest or oldest first (`order`), page after page, whatever builds its query. */
describe('staff lists by date, either way', () => {
  let t: AuthTestApp;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await startAuthTestApp();
    staff = await staffMember(t);
    for (let i = 0; i < 3; i++) {
      await signUpRaw(t.authUrl, uniqueEmail(`order-person-${i}`));
      expect((await apiCall(t, 'POST', '/intake/contact', { body: validContactMessage({ name: `Order ${i}` }) })).status).toBe(201);
      expect(
        (await apiCall(t, 'POST', '/referrals', { body: friend(uniqueEmail(`order-friend-${i}`), { referrerEmail: uniqueEmail('order-referrer') }) })).status,
      ).toBe(201);
      expect(
        (
          await apiCall(t, 'POST', '/payments/checkout', {
            body: { amount: 1000 + i, description: `Order ${i}`, name: 'Olive Order', email: uniqueEmail('order-payer'), phone: '313-555-0142' },
          })
        ).status,
      ).toBe(201);
    }
  });
  afterAll(() => t.close());

  /** Every item of the list, one per page, as [id, createdAt]. */
  async function readAll(path: string, order: 'newest' | 'oldest'): Promise<Array<[string, string]>> {
    const seen: Array<[string, string]> = [];
    let cursor: string | null = null;
    do {
      const query: string = `order=${order}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await apiCall<{ items: Array<{ id: string; createdAt: string }>; nextCursor: string | null }>(
        t,
        'GET',
        `${path}${path.includes('?') ? '&' : '?'}${query}`,
        { token: staff.token },
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((item): [string, string] => [item.id, item.createdAt]));
      cursor = page.body.nextCursor;
    } while (cursor && seen.length < 60);
    return seen;
  }

  it.each(['/admin/contact-messages', '/admin/referrals', '/admin/payments', '/admin/people', '/admin/audit?subjectType=referral'])('%s', async (path) => {
    const oldest = await readAll(path, 'oldest');
    expect(oldest.length).toBeGreaterThanOrEqual(2);
    const times = oldest.map(([, createdAt]) => Date.parse(createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const newest = await readAll(path, 'newest');
    // The audit log grows as it is read (each page of referrals is audited); compare what both readings saw.
    const common = new Set(oldest.map(([id]) => id));
    expect(newest.filter(([id]) => common.has(id)).map(([id]) => id)).toEqual(oldest.map(([id]) => id).reverse());
  });

  it('refuses another order, naming the field', async () => {
    const res = await apiCall<{ errors: unknown[] }>(t, 'GET', '/admin/payments?order=cheapest', { token: staff.token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'order' })]);
  });
});
