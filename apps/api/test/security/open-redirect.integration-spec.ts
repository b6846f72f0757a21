import { request } from 'node:http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { writeMinimalWebDist, type MinimalWebDist } from '../support/minimal-web-dist';
import type { ReceivedMail } from '../support/smtp-sink';

const SITE = 'http://site.test';
/** Characters the URL parser drops (tab, line feed, carriage return), raw or encoded: `/\t/host` is `//host` to it. */
const CONTROL_PATHS = ['/\t/evil.example/', '/%09/evil.example/', '/\n/evil.example/', '/%0A/evil.example/', '/\r/evil.example/', '/%0D%0A/evil.example/'];
const EVIL_PATHS = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%5c%2fevil.example/',
];

/**
 * The real app with a built site (the web host mounted) and GoTrue-style email links (AUTH_EMAIL_LINKS=
 * verify-endpoint): whatever redirect_to or path an attacker chooses, no redirect may lead off PUBLIC_URL's origin,
 * because a 301 keeps the URL fragment, and the fragment carries the session.
 */
describe('open redirects: every redirect stays on our origin', () => {
  let t: AuthTestApp;
  let web: MinimalWebDist;
  beforeAll(async () => {
    web = writeMinimalWebDist();
    t = await startAuthTestApp({ WEB_DIST: web.dir, PUBLIC_URL: SITE, AUTH_EMAIL_LINKS: 'verify-endpoint' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  /** GET with the path sent exactly as given (like curl --path-as-is); fetch would normalise it. */
  function rawGet(path: string): Promise<{ status: number; location?: string }> {
    return new Promise((resolve, reject) => {
      const req = request(`${t.baseUrl}/`, { path }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, location: res.headers.location });
      });
      req.on('error', reject);
      req.end();
    });
  }

  /**
   * Follows redirects as a browser would, starting from a URL on PUBLIC_URL: each Location is resolved against the
   * current URL, a Location without a fragment keeps the current one, and every hop on our origin is sent to the
   * app under test. Returns every URL visited; it stops at the first one off our origin.
   */
  async function follow(start: string): Promise<URL[]> {
    const visited = [new URL(start)];
    for (let hop = 0; hop < 10; hop++) {
      const current = visited[visited.length - 1]!;
      if (current.origin !== SITE) break;
      const { status, location } = await rawGet(current.pathname + current.search);
      if (status < 300 || status > 399 || !location) break;
      const next = new URL(location, current);
      if (!next.hash) next.hash = current.hash;
      visited.push(next);
    }
    return visited;
  }

  const verifyLinkIn = (mail: ReceivedMail): string => {
    const match = /http:\/\/site\.test\/auth\/v1\/verify\?\S+/.exec(mail.text);
    if (!match) throw new Error(`no verify link in: ${mail.subject}`);
    return match[0];
  };

  async function confirmedAccount(): Promise<string> {
    const email = uniqueEmail('redirect');
    expect((await t.client().signUp({ email, password: 'correct horse battery' })).error).toBeNull();
    return email;
  }

  it.each(EVIL_PATHS)('the trailing-slash clean-up of %s redirects to a path on our origin', async (path) => {
    const { status, location } = await rawGet(path);
    expect(status).toBe(301);
    expect(location).toBe('/evil.example');
    expect(new URL(location!, SITE).origin).toBe(SITE);
    expect((await follow(`${SITE}${location!}`)).every((url) => url.origin === SITE)).toBe(true);
  });

  it('keeps the query string, and cannot be steered off origin by it', async () => {
    expect(await rawGet('//evil.example/?next=//evil.example/')).toEqual({ status: 301, location: '/evil.example?next=//evil.example/' });
    expect(await rawGet('/dearborn/?x=1')).toEqual({ status: 301, location: '/dearborn?x=1' });
  });

  it.each([...EVIL_PATHS, ...CONTROL_PATHS])(
    'a magic link requested with redirect_to=PUBLIC_URL%j signs in on our origin and never leaves it',
    async (evilPath) => {
      const email = await confirmedAccount();
      expect((await t.client().signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: `${SITE}${evilPath}` } })).error).toBeNull();
      const link = verifyLinkIn(await t.smtp.next(email));
      expect(new URL(link).searchParams.get('redirect_to')).toBe(`${SITE}/dashboard`);

      const hops = await follow(link);
      expect(hops.map((url) => url.origin)).toEqual(hops.map(() => SITE));
      const landed = hops[hops.length - 1]!;
      expect(landed.pathname).toBe('/dashboard');
      expect(new URLSearchParams(landed.hash.slice(1)).get('access_token')).toEqual(expect.any(String));
    },
  );

  it.each(EVIL_PATHS)('a recovery link requested with redirectTo=PUBLIC_URL%s lands on /reset-password', async (evilPath) => {
    const email = await confirmedAccount();
    expect((await t.client().resetPasswordForEmail(email, { redirectTo: `${SITE}${evilPath}` })).error).toBeNull();
    const hops = await follow(verifyLinkIn(await t.smtp.next(email)));
    expect(hops.map((url) => url.origin)).toEqual(hops.map(() => SITE));
    expect(hops[hops.length - 1]!.pathname).toBe('/reset-password');
  });

  it('GET /verify with a hand-edited redirect_to=PUBLIC_URL//evil.example/ still redirects on our origin', async () => {
    const email = await confirmedAccount();
    await t.client().resetPasswordForEmail(email);
    const link = new URL(verifyLinkIn(await t.smtp.next(email)));
    link.searchParams.set('redirect_to', `${SITE}//evil.example/`);
    const hops = await follow(link.href);
    expect(hops.map((url) => url.origin)).toEqual(hops.map(() => SITE));
    expect(hops[1]!.pathname).toBe('/reset-password');
    expect(new URLSearchParams(hops[1]!.hash.slice(1)).get('type')).toBe('recovery');
  });
});
