import { authFetch, signUpRaw, type Tokens } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { openLockHolder } from '../support/lock-waits';
import { sql } from '../support/sql';
import { waitUntil } from '../support/wait-until';

const PARALLEL = 6;

/** Issue 40 item 6: enrolments racing with one friendly name: one wins, the rest get 422, none 500. */
describe('parallel factor enrolment', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('gives one factor and 422 mfa_factor_name_conflict to every other request with the same name', async () => {
    const email = uniqueEmail('factor-race');
    await signUpRaw(t.authUrl, email);
    const session = (await authFetch<Tokens>(t.authUrl, '/token?grant_type=password', { body: { email, password: 'correct horse battery' } })).body;
    // Writers to the factor table wait behind this lock (readers do not), so every enrolment is in its transaction,
    // none committed, when the lock goes: all of them check the name before any insert lands, as under real load.
    const holder = await openLockHolder(t.database.url);
    await holder.query('LOCK TABLE auth.mfa_factors IN SHARE MODE');
    const enrol = () =>
      authFetch<{ error_code?: string }>(t.authUrl, '/factors', { token: session.access_token, body: { factor_type: 'totp', friendly_name: 'Phone' } });
    const pending = Array.from({ length: PARALLEL }, enrol);
    const waiting = () =>
      sql<{ n: number }>(
        t.database.url,
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND $1 = ANY (pg_blocking_pids(pid))`,
        [holder.pid],
      );
    await waitUntil(`${PARALLEL} enrolments waiting`, waiting, (rows) => rows[0]!.n === PARALLEL);
    await holder.release();
    const answers = await Promise.all(pending);

    const outcomes = answers.map((a) => (a.status === 200 ? 'enrolled' : `${a.status} ${a.body.error_code}`)).sort();
    expect(outcomes).toEqual([...Array.from({ length: PARALLEL - 1 }, () => '422 mfa_factor_name_conflict'), 'enrolled']);
    expect(
      await sql(t.database.url, `SELECT count(*)::int AS n FROM auth.mfa_factors f JOIN auth.users u ON u.id = f.user_id WHERE u.email = $1`, [email]),
    ).toEqual([{ n: 1 }]);
  });
});
