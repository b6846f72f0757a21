import { expect, test } from '@playwright/test';

// Phones get pictures too: each page with an illustration shows it small beside its title, and the page's main call to
// action still shows in the first screen of a common phone.

const PHONE = { width: 390, height: 844 };
const PAGES = ['/', '/careers', '/tax-school', '/dearborn', '/ypsilanti', '/ann-arbor'];

/** Pages whose header has no action: the openings (careers) or the offices nearby (Ann Arbor) below are the page. */
const NO_HEADER_ACTION = ['/careers', '/ann-arbor'];

test.use({ viewport: PHONE });

test('illustrated pages show their picture on a phone, and the main call to action stays in the first screen', async ({ page }) => {
  const problems: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    const art = page.locator('main img[src^="/images/"]').first();
    const box = await art.boundingBox();
    if (!box || box.width < 64 || box.height < 40) problems.push(`${path}: no illustration shown (${JSON.stringify(box)})`);
    else if (box.y + box.height > PHONE.height) problems.push(`${path}: the illustration is below the first screen`);
    if (NO_HEADER_ACTION.includes(path)) continue;
    const action = page.locator('main :is(.hero, .page-header) .button--primary').first();
    const actionBox = await action.boundingBox();
    if (!actionBox) problems.push(`${path}: no main call to action`);
    else if (actionBox.y + actionBox.height > PHONE.height)
      problems.push(`${path}: "${await action.innerText()}" starts ${Math.round(actionBox.y)} px down, below the first screen`);
  }
  expect(problems).toEqual([]);
});
