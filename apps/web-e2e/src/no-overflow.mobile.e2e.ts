import { expect, test, type Page } from '@playwright/test';
import { builtDocuments } from './support/build-output';
import { createAccount, newAccount, signIn } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { overflowProblem } from './support/overflow';

// Nothing on any page may be wider than the screen, from 320 px up: every built route, every form's error state,
// every step of the /submit-info wizard (with long answers), the booking steps and the signed-in pages.
// One page per test, reused across routes; widths are the narrowest phone we support and a common one.

const WIDTHS = [320, 390] as const;
const LONG_WORD = 'Wolfeschlegelsteinhausenbergerdorff-Alexandrina';
const LONG_EMAIL = 'maximiliana.wolfeschlegelsteinhausenbergerdorff@example-accounting-partners.com';

/** Every page the build prerendered, in the order of the manifest. */
const routes = () => builtDocuments().flatMap((doc) => (doc.path === undefined ? [] : [doc.path]));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Presses the main form's submit with nothing filled in, so its error messages show. */
async function showFormErrors(page: Page): Promise<boolean> {
  const submit = page.locator('main form:visible button[type="submit"]:visible').first();
  if ((await submit.count()) === 0 || !(await submit.isEnabled())) return false;
  await submit.click();
  await expect(page.locator('main [role="alert"]:not(:empty)').first()).toBeVisible();
  return true;
}

const draftAt = (step: number) => ({
  step,
  submissionKey: '00000000-0000-4000-8000-000000000001',
  startedAt: Date.now(),
  values: {
    fullName: `Maximiliana ${LONG_WORD}`,
    email: LONG_EMAIL,
    phone: '+1 (313) 555-0199',
    filingStatus: 'married_filing_jointly',
    spouse: { fullName: `Bartholomew ${LONG_WORD}`, birthYear: 1984 },
    dependents: [
      { fullName: `Ari ${LONG_WORD}`, relationship: 'foster_child', birthYear: 2016, monthsLivedWithYou: 12 },
      { fullName: `Bo ${LONG_WORD}`, relationship: 'grandchild', birthYear: 2019, monthsLivedWithYou: 7 },
    ],
    income: ['w2_wages', 'investments_crypto', 'mortgage_property_tax', 'marketplace_insurance'],
    documents: [],
    office: 'remote',
    contactMethod: 'text',
    contactTime: 'afternoon',
    notes: `We moved in June; ${LONG_WORD.repeat(3)} https://example.com/a/very/long/link/that/does/not/break/anywhere/at/all`,
    consent: true,
  },
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('every built route, and each form with its errors showing, fits the screen', async ({ page }) => {
      test.setTimeout(150_000);
      const problems: string[] = [];
      const paths = routes();
      expect(paths.length).toBeGreaterThan(40);
      for (const path of paths) {
        await open(page, path);
        const problem = await overflowProblem(page, width, path);
        if (problem) problems.push(problem);
        if (await showFormErrors(page)) {
          const withErrors = await overflowProblem(page, width, `${path} with its form's errors`);
          if (withErrors) problems.push(withErrors);
        }
      }
      expect(problems).toEqual([]);
    });

    test('every step of /submit-info with long answers, and the booking steps, fit the screen', async ({ page }) => {
      test.setTimeout(60_000);
      const problems: string[] = [];
      await open(page, '/submit-info');
      for (let step = 0; step < 8; step++) {
        await page.evaluate((draft) => sessionStorage.setItem('huron.taxinfo.draft', JSON.stringify(draft)), draftAt(step));
        await page.reload();
        await expect(page.getByText(`Step ${step + 1} of 8`, { exact: true })).toBeVisible();
        const problem = await overflowProblem(page, width, `/submit-info step ${step + 1}`);
        if (problem) problems.push(problem);
      }
      await expect(page.getByText(`Bartholomew ${LONG_WORD}, 1984`)).toBeVisible();

      await open(page, '/schedule');
      for (const office of ['Remote (phone or video)', 'Ann Arbor office']) {
        await page.getByRole('radio', { name: office }).check();
        const time = page.getByRole('group', { name: /^Time/ }).getByRole('radio').first();
        await time.check();
        await page.getByLabel('Name', { exact: true }).fill(`Maximiliana ${LONG_WORD}`);
        await page.getByLabel('Email', { exact: true }).fill(LONG_EMAIL);
        const problem = await overflowProblem(page, width, `/schedule with ${office} and a time chosen`);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });

    test('the signed-in pages and Quick Apply fit the screen', async ({ page, request }) => {
      test.setTimeout(60_000);
      const account = await createAccount(request, { ...newAccount('overflow'), fullName: `Maximiliana ${LONG_WORD}` });
      await signIn(page, account);
      const problems: string[] = [];
      for (const path of ['/dashboard', '/send-a-friend', '/account']) {
        await open(page, path);
        const problem = await overflowProblem(page, width, `${path} signed in`);
        if (problem) problems.push(problem);
      }
      await open(page, '/careers');
      await page
        .getByRole('button', { name: /^Quick Apply/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByLabel('Résumé')).toBeVisible();
      const dialog = await overflowProblem(page, width, '/careers with Quick Apply open');
      if (dialog) problems.push(dialog);
      expect(problems).toEqual([]);
    });
  });
}
