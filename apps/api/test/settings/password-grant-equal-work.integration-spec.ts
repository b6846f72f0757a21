import { authFetch, signUpRaw } from '../support/auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

// The module object the server's hasher calls through, so a spy on it sees every real verification.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const argon2: typeof import('@node-rs/argon2') = require('@node-rs/argon2');

/** The argon2id parameters of a PHC string: $argon2id$v=19$m=...,t=...,p=...$salt$hash */
const parametersOf = (hash: string) => hash.split('$').slice(1, 4).join('$');

/**
 * Equal work, shown structurally: the password grant runs exactly one argon2id verification with the configured
 * parameters whether the account exists or not (the spy wraps the real argon2 the server calls; no timing).
 */
describe('password grant: the same work for unknown accounts', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp();
  });
  afterAll(() => t.close());

  it('one argon2id verification with the same parameters for a wrong password, an unknown address and a right password', async () => {
    const email = uniqueEmail();
    await signUpRaw(t.authUrl, email);
    const [{ stored }] = (await sql<{ stored: string }>(t.database.url, 'SELECT encrypted_password AS stored FROM auth.users WHERE email = $1', [email])) as [
      { stored: string },
    ];
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const grant = async (body: { email: string; password: string }) => {
        verify.mockClear();
        const res = await authFetch(t.authUrl, '/token?grant_type=password', { body });
        return { status: res.status, verifications: verify.mock.calls.map(([hash]) => parametersOf(String(hash))) };
      };
      const wrongPassword = await grant({ email, password: 'wrong password' });
      const unknownAccount = await grant({ email: uniqueEmail('nobody'), password: 'wrong password' });
      const rightPassword = await grant({ email, password: 'correct horse battery' });

      expect(wrongPassword).toEqual({ status: 400, verifications: [parametersOf(stored)] });
      expect(unknownAccount).toEqual(wrongPassword);
      expect(rightPassword).toEqual({ status: 200, verifications: wrongPassword.verifications });
    } finally {
      verify.mockRestore();
    }
  });
});
