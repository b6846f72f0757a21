import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { readMailbox } from './support/mail';
import { createConfirmedAccount, landedOn, strictAuth, verifyLinkIn, waitForStrictMail } from './support/strict-auth-server';

// Issue 7, item 1. A redirect to `//evil.example` leaves the site, and Chromium carries the URL fragment across
// redirects: with verify-endpoint links the fragment holds the session. So these run on the verify-endpoint server.
// evil.invalid can never resolve: a browser sent there fails, and every request it tried is recorded.
test.use({ baseURL: strictAuth.baseURL });

const origin = strictAuth.baseURL;
const EVIL_PATHS = ['//evil.invalid/', '/\\evil.invalid/', '///evil.invalid/'];

interface Trail {
  /** Every request the page made (redirect hops included). */
  requests: string[];
  /** Every URL the main frame showed, fragments included. */
  visited: string[];
}

function recordTrail(context: BrowserContext, page: Page): Trail {
  const trail: Trail = { requests: [], visited: [] };
  context.on('request', (request) => trail.requests.push(request.url()));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && trail.visited.push(frame.url()));
  return trail;
}

const offOrigin = (urls: string[]) => urls.filter((url) => new URL(url).origin !== origin);

/** Opens `url`; a navigation that fails (e.g. a host that does not resolve) is returned as its error message. */
async function open(page: Page, url: string): Promise<string | null> {
  return page.goto(url).then(
    () => null,
    (error: Error) => error.message,
  );
}

for (const path of EVIL_PATHS) {
  test(`${path} on our origin stays on our origin`, async ({ context, page }) => {
    const trail = recordTrail(context, page);
    const failure = await open(page, `${origin}${path}`);
    expect(offOrigin(trail.requests), 'requests sent to another host').toEqual([]);
    expect(failure).toBeNull();
    expect(new URL(page.url()).origin).toBe(origin);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
}

test('a magic link requested with redirect_to=<site>//evil.invalid/ signs in on our origin; the tokens never leave it', async ({ context, page, request }) => {
  const account = await createConfirmedAccount(request, 'redirect');
  const before = await readMailbox(strictAuth.varDir);
  const asked = await request.post(`/auth/v1/magiclink?redirect_to=${encodeURIComponent(`${origin}//evil.invalid/`)}`, { data: { email: account.email } });
  expect(asked.status(), await asked.text()).toBe(200);
  const link = verifyLinkIn(await waitForStrictMail(account.email, /sign-in link/, before), 'magiclink');

  const trail = recordTrail(context, page);
  const failure = await open(page, link.href);
  expect(offOrigin(trail.requests), 'requests sent to another host').toEqual([]);
  expect(offOrigin(trail.visited.filter((url) => url !== 'about:blank')), 'pages shown from another host').toEqual([]);
  expect(failure).toBeNull();
  await expect(page).toHaveURL(landedOn('/dashboard'));
  await expect(page.getByText(account.fullName)).toBeVisible();
});

test('a verify link whose redirect_to is edited to <site>//evil.invalid/ still signs in on our origin', async ({ context, page, request }) => {
  const account = await createConfirmedAccount(request, 'edited');
  const before = await readMailbox(strictAuth.varDir);
  const asked = await request.post('/auth/v1/magiclink', { data: { email: account.email } });
  expect(asked.status(), await asked.text()).toBe(200);
  const link = verifyLinkIn(await waitForStrictMail(account.email, /sign-in link/, before), 'magiclink');
  link.searchParams.set('redirect_to', `${origin}//evil.invalid/`);

  const trail = recordTrail(context, page);
  const failure = await open(page, link.href);
  expect(offOrigin(trail.requests), 'requests sent to another host').toEqual([]);
  expect(offOrigin(trail.visited.filter((url) => url !== 'about:blank')), 'pages shown from another host').toEqual([]);
  expect(failure).toBeNull();
  await expect(page).toHaveURL(landedOn('/dashboard'));
  await expect(page.getByText(account.fullName)).toBeVisible();
});

// Issue 40, item 11: `next` is decoded from the query, so %09, %0A and %0D become characters the URL parser drops,
// and `/\t/host` is `//host` to the browser; a backslash is a slash to it.
const EVIL_NEXTS = [
  '/%09/evil.invalid/pwned',
  '/%0A/evil.invalid/pwned',
  '/%0D/evil.invalid/pwned',
  '/%09%0A/evil.invalid/pwned',
  '/%5Cevil.invalid/pwned',
  '/%09%5Cevil.invalid/pwned',
];

test('/account?next= offers "Continue" only to a path on our origin', async ({ context, page, request }) => {
  const account = await createConfirmedAccount(request, 'next');
  await signIn(page, account);
  const trail = recordTrail(context, page);
  for (const next of EVIL_NEXTS) {
    await page.goto(`/account?next=${next}`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Back to dashboard' }), next).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to where you were' }), next).toHaveCount(0);
  }
  await page.goto('/account?next=/dashboard%3Ftab%3D1');
  await waitForHydration(page);
  const onward = page.getByRole('link', { name: 'Continue to where you were' });
  await expect(onward).toHaveAttribute('href', '/dashboard?tab=1');
  await onward.click();
  await expect(page).toHaveURL(`${origin}/dashboard?tab=1`);
  expect(offOrigin(trail.requests), 'requests sent to another host').toEqual([]);
});
