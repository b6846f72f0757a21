import { EngagementAccess } from '../../src/modules/engagements';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { call, claimTokenIn, friend } from '../referrals/referral-helpers';
import { outboxDrained } from '../support/outbox';
import { proveMailbox, signUp } from './engagement-support';

describe('engagements: who sees an engagement, mailbox proof, retention in the database', () => {
  let t: AuthTestApp;
  let access: EngagementAccess;

  const insertEngagement = async (email: string, extra = '') => {
    const [row] = await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO engagements (client_email, tax_year, kind${extra ? ', completed_at, status' : ''}) VALUES ($1, 2025, 'individual'${extra}) RETURNING id`,
      [email],
    );
    return row!.id;
  };

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test' });
    access = t.app.get(EngagementAccess);
  });
  afterAll(() => t.close());

  it('shows an engagement only to the account that proved its mailbox; signing up with the address is not proof', async () => {
    const email = uniqueEmail('client');
    const id = await insertEngagement(email);
    const squatter = await signUp(t, 'squatter');
    // An account that merely signed up with the address (confirmation off) sees nothing.
    await sql(t.database.url, `UPDATE auth.users SET email = $1 WHERE id = $2`, [email, squatter.id]);
    await expect(access.findForClient({ id: squatter.id, email }, id)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(await access.listIdsForClient({ id: squatter.id, email })).toEqual([]);

    // The same account, once it typed a code mailed to that address, sees it, and it is attached to the account.
    const proven = await proveMailbox(t, email);
    expect(proven.id).toBe(squatter.id);
    await expect(access.findForClient({ id: proven.id, email }, id)).resolves.toMatchObject({ id, clientEmail: email, clientUserId: proven.id, taxYear: 2025 });
    expect(await access.listIdsForClient({ id: proven.id, email })).toEqual([id]);
    expect(await access.hasProvenMailbox(proven.id, email.toUpperCase())).toBe(true);

    // Another account: 404, the same as a missing id.
    const other = await signUp(t, 'other');
    await expect(access.findForClient(other, id)).rejects.toMatchObject({ status: 404 });
    await expect(access.findForClient(other, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
    await expect(access.findForStaff(id)).resolves.toMatchObject({ id });
    await expect(access.findForStaff('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });

  it('a referral claim link proves the mailbox too (the same proof as referral claims)', async () => {
    const person = await signUp(t, 'referrer');
    const id = await insertEngagement(person.email);
    await expect(access.findForClient(person, id)).rejects.toMatchObject({ status: 404 });
    const made = await call(t.baseUrl, 'POST', '/api/referrals', { body: friend(uniqueEmail('friend'), { referrerEmail: person.email }) });
    expect(made.status).toBe(201);
    await outboxDrained(t.app, t.database.url);
    const claimed = await call(t.baseUrl, 'POST', '/api/referrals/claims', {
      bearer: person.token,
      body: { token: claimTokenIn(await t.smtp.next(person.email)) },
    });
    expect(claimed.status).toBe(200);
    await expect(access.findForClient(person, id)).resolves.toMatchObject({ id, clientUserId: person.id });
    expect(await access.provenEmailsOf(person.id)).toEqual([person.email]);
  });

  it('refuses to delete an engagement, or any part of it, before three years after its tax year is complete', async () => {
    const open = await insertEngagement(uniqueEmail('open'));
    await sql(t.database.url, `INSERT INTO document_requests (engagement_id, type, title) VALUES ($1, 'document', 'W-2')`, [open]);
    await sql(t.database.url, `INSERT INTO engagement_notes (engagement_id, body) VALUES ($1, 'internal')`, [open]);
    for (const statement of [
      `DELETE FROM engagements WHERE id = $1`,
      `DELETE FROM document_requests WHERE engagement_id = $1`,
      `DELETE FROM engagement_notes WHERE engagement_id = $1`,
    ]) {
      await expect(sql(t.database.url, statement, [open])).rejects.toThrow(/kept three years/);
    }
    await expect(sql(t.database.url, `UPDATE engagement_notes SET body = 'changed' WHERE engagement_id = $1`, [open])).rejects.toThrow(/append-only/);
    await expect(sql(t.database.url, `TRUNCATE engagements CASCADE`)).rejects.toThrow(/TRUNCATE refused/);

    // Completed two years ago: still kept.
    const recent = await insertEngagement(uniqueEmail('recent'), `, now() - interval '2 years', 'complete'`);
    await expect(sql(t.database.url, `DELETE FROM engagements WHERE id = $1`, [recent])).rejects.toThrow(/kept three years/);

    // Tax year 2025 completed more than three years ago cannot be: the end of the tax year counts too. A 2019 return
    // completed in 2020 may go after 2023, with its parts.
    const [old] = await sql<{ id: string }>(
      t.database.url,
      `INSERT INTO engagements (client_email, tax_year, kind, status, completed_at) VALUES ($1, 2019, 'individual', 'complete', '2020-04-01') RETURNING id`,
      [uniqueEmail('old')],
    );
    await sql(t.database.url, `INSERT INTO document_requests (engagement_id, type, title) VALUES ($1, 'document', 'W-2')`, [old!.id]);
    await sql(t.database.url, `DELETE FROM engagements WHERE id = $1`, [old!.id]);
    expect(await sql(t.database.url, `SELECT 1 FROM document_requests WHERE engagement_id = $1`, [old!.id])).toEqual([]);
  });
});
