import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { waitForMail } from './support/mail';

// Every form page uses one template (FormPage in libs/web/ui): the heading sits the same distance below the site
// header on each, and lines up with the content under it.

const FORM_PAGES = [
  '/contact',
  '/submit-info',
  '/schedule',
  '/schedule/manage#id=00000000-0000-4000-8000-000000000000&token=nope',
  '/send-a-friend',
  '/payment',
];

/** The h1's distance from the top of the document, and its inline start against the start of the content box below it. */
async function headingPlace(page: Page): Promise<{ top: number; left: number; contentLeft: number }> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1')!.getBoundingClientRect();
    const container = document.querySelector('main .form-page > .container')!;
    const box = container.getBoundingClientRect();
    const contentLeft = box.left + parseFloat(getComputedStyle(container).paddingInlineStart);
    return { top: Math.round(h1.top + window.scrollY), left: Math.round(h1.left), contentLeft: Math.round(contentLeft) };
  });
}

test('the heading of every form page sits at the same height and lines up with the form under it', async ({ page, request }) => {
  const account = await createAccount(request);
  await signIn(page, account); // /send-a-friend as a signed-in client sees it
  const places: Record<string, { top: number; left: number; contentLeft: number }> = {};
  for (const path of FORM_PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('main h1')).toBeVisible();
    places[path.split('#')[0]!] = await headingPlace(page);
  }
  const contactTop = places['/contact']!.top;
  expect(contactTop).toBeGreaterThan(100);
  for (const [path, place] of Object.entries(places)) {
    expect(place.top, `${path}: heading's distance from the top`).toBe(contactTop);
    expect(place.left, `${path}: heading's start against the content's`).toBe(place.contentLeft);
  }
  await page.goto('/send-a-friend');
  await expect(page.getByRole('heading', { name: 'Refer a Friend' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /^Refer a friend$/i })).toHaveCount(1);
});

test('/schedule/manage: "Cancel it" stands apart from "Move", under its own heading', async ({ page }) => {
  const email = `spacing.${process.pid}.${Date.now()}@example.com`;
  await page.goto('/schedule');
  await waitForHydration(page);
  const time = page.getByRole('group', { name: /^Time/ }).getByRole('radio').last();
  await time.check();
  await page.getByLabel('Name', { exact: true }).fill('Sam Spacing');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('(734) 555-0142');
  await page.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your appointment is booked' })).toBeVisible();
  const mail = await waitForMail(email, { subject: /is booked/ });
  await page.goto(mail.links.find((link) => link.includes('/schedule/manage#'))!);
  await waitForHydration(page);
  const move = page.getByRole('button', { name: 'Move appointment' });
  const cancelHeading = page.getByRole('heading', { name: 'Cancel it' });
  await expect(cancelHeading).toBeVisible();
  const moveBox = (await move.boundingBox())!;
  const headingBox = (await cancelHeading.boundingBox())!;
  expect(headingBox.y - (moveBox.y + moveBox.height), 'space between Move and the Cancel it heading').toBeGreaterThanOrEqual(40);
  expect(Math.round(headingBox.x)).toBe(Math.round((await page.getByRole('heading', { level: 1 }).boundingBox())!.x));
});
