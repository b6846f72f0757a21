// Lighthouse accessibility and SEO scores of the Spanish and Arabic pages (issue 46: 100 each on /es/ and /ar/ home,
// contact, submit-info, schedule and one article, light and dark, 390 and 1280 px). Production build served by the
// real API process; the system Chromium, one instance per theme (the pages follow prefers-color-scheme when the
// visitor has stored no theme, and Lighthouse clears storage before each run).
// The default run is short (home and contact in each language, light at 390 px and dark at 1280 px: 8 runs);
// LIGHTHOUSE_LOCALES=full audits the whole matrix (2 languages x 5 pages x 2 themes x 2 widths: 40 runs).
// LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each run's report (`locales.<lang>_<page>.<theme>.<width>.json`).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const FULL = process.env.LIGHTHOUSE_LOCALES === 'full';
const LOCALES = ['es', 'ar'];
const PAGES = FULL ? ['/', '/contact', '/submit-info', '/schedule', '/tax-tip/w4-form-guide'] : ['/', '/contact'];
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, mobile: true };
const DESKTOP = { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false };
/** Each theme with the widths it is audited at: all four pairs in the full matrix, two in the short run. */
const MATRIX = FULL
  ? [
      ['light', [PHONE, DESKTOP]],
      ['dark', [PHONE, DESKTOP]],
    ]
  : [
      ['light', [PHONE]],
      ['dark', [DESKTOP]],
    ];
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** prefers-color-scheme for the whole browser (Blink's preferredColorScheme: 0 dark, 1 light). */
const THEME_FLAGS = { light: ['--blink-settings=preferredColorScheme=1'], dark: ['--force-dark-mode', '--blink-settings=preferredColorScheme=0'] };

function chromePath() {
  const path = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  if (!path) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROME_PATH');
  return path;
}

const localized = (path, locale) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

/** The audits of a category that did not pass, with what Lighthouse says of them (id: title). */
function failing(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
    .map((audit) => `${audit.id}${audit.details?.items?.length ? ` (${audit.details.items.length})` : ''}`);
}

/** One accessibility + SEO run of a page at a screen size (no throttling: neither category depends on it). */
async function auditPage(port, url, screen) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility', 'seo'],
    formFactor: screen.mobile ? 'mobile' : 'desktop',
    screenEmulation: { ...screen, disabled: false },
    throttlingMethod: 'provided',
  });
  return { lhr, report };
}

export async function benchLighthouseLocales({ baseUrl }) {
  const rows = [];
  let perfect = 0;
  let total = 0;
  for (const [theme, screens] of MATRIX) {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: [...FLAGS, ...THEME_FLAGS[theme]], logLevel: 'silent' });
    try {
      for (const screen of screens)
        for (const locale of LOCALES)
          for (const path of PAGES) {
            const url = baseUrl + localized(path, locale);
            const { lhr, report } = await auditPage(chrome.port, url, screen);
            const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
            const problems = [...failing(lhr, 'accessibility'), ...failing(lhr, 'seo')];
            total += 1;
            if (score('accessibility') === 100 && score('seo') === 100) perfect += 1;
            if (process.env.LIGHTHOUSE_REPORT_DIR) {
              mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
              const name = `locales.${locale}_${path.slice(1).replaceAll('/', '_') || 'home'}.${theme}.${screen.width}`;
              writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), report);
            }
            rows.push({
              name: `${localized(path, locale)} ${theme} ${screen.width}px`,
              value: `${score('accessibility')}/${score('seo')}`,
              unit: 'a11y/seo',
              note: [lhr.runtimeError ? `runtime error: ${lhr.runtimeError.code}` : '', problems.length ? `not passed: ${problems.join(', ')}` : '']
                .filter(Boolean)
                .join('; '),
            });
          }
    } finally {
      await chrome.kill();
    }
  }
  rows.push({
    name: FULL ? 'full matrix' : 'short run (LIGHTHOUSE_LOCALES=full for the whole matrix)',
    value: `${perfect}/${total}`,
    unit: 'runs at 100/100',
    note: `${LOCALES.join(', ')} x ${PAGES.join(' ')} x ${MATRIX.map(([theme, screens]) => `${theme} ${screens.map((s) => s.width).join('+')}px`).join(', ')}`,
  });
  return rows;
}
