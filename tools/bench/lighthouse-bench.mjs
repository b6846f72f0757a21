// Lighthouse (mobile, default simulated throttling) scores and first-load JavaScript per key page.
// Run on the production build served by the real API process; needs the system Chromium.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// LIGHTHOUSE_PAGES=/,/contact limits a run to some of them; LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each page's report.
const ALL_PAGES = ['/', '/individual-tax-services', '/resources', '/tax-tip/w4-form-guide', '/dearborn', '/tax-school', '/contact', '/submit-info', '/schedule', '/payment', '/send-a-friend', '/dashboard'];
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ALL_PAGES;
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

function chromePath() {
  const path = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  if (!path) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROME_PATH');
  return path;
}

/** Size of the gzip variant the build wrote for a same-origin asset URL. */
function gzipBytes(root, url) {
  const file = join(root, 'dist/web', new URL(url).pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : 0;
}

/** An audit's value, or why Lighthouse could not compute it on this run (an audit can fail alone). */
function metric(audits, id, digits) {
  const audit = audits[id];
  return typeof audit?.numericValue === 'number' ? audit.numericValue.toFixed(digits) : `n/a (${audit?.errorMessage ?? 'no value'})`;
}

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse failed to record (seen: NO_NAVSTART) scores nothing, and
 * is run once more; the row says so. A second failure is reported as it is.
 */
async function audit(port, url) {
  const run = () => lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const first = await run();
  const failure = first.lhr.runtimeError?.code ?? (first.lhr.categories.performance?.score == null ? 'no performance score' : undefined);
  return failure ? { result: await run(), retried: failure } : { result: first, retried: undefined };
}

export async function benchLighthouse({ baseUrl, root }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: FLAGS, logLevel: 'silent' });
  const rows = [];
  try {
    for (const path of PAGES) {
      const status = (await fetch(baseUrl + path)).status;
      if (status !== 200) {
        rows.push({ name: path, value: 'n/a', unit: '', note: `answers HTTP ${status}` });
        continue;
      }
      const { result, retried } = await audit(chrome.port, baseUrl + path);
      const { categories, audits } = result.lhr;
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${path.slice(1).replaceAll('/', '_') || 'home'}.json`), result.report);
      }
      const scripts = (audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script' && r.url.startsWith(baseUrl));
      const jsGzipKb = scripts.reduce((sum, r) => sum + gzipBytes(root, r.url), 0) / 1024;
      const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
      rows.push({
        name: path,
        value: `${score('performance')}/${score('accessibility')}/${score('best-practices')}/${score('seo')}`,
        unit: 'perf/a11y/bp/seo',
        note: `${retried ? `second run (the first failed: ${retried}); ` : ''}JS first load ${jsGzipKb.toFixed(1)} kB gzip in ${scripts.length} files; LCP ${metric(audits, 'largest-contentful-paint', 0)} ms, TBT ${metric(audits, 'total-blocking-time', 0)} ms, CLS ${metric(audits, 'cumulative-layout-shift', 3)}`,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
