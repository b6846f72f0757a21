// Lighthouse (mobile, default simulated throttling) scores and the JavaScript fetched per key page, each beside two
// controls: the same page without the app, and the floor, a static page of one heading and one paragraph with no
// script. Run on the production build served by the real API process; needs the system Chromium.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './server.mjs';

// LIGHTHOUSE_PAGES=/,/contact limits a run to some of them; LIGHTHOUSE_RUNS=5 audits each five times (median shown);
// LIGHTHOUSE_REPORT_DIR=/tmp/lh keeps each run's report and its controls' (`*.without-app.json`, `*.floor.json`);
// LIGHTHOUSE_WITHOUT_HEADERS=cross-origin-opener-policy audits pages and controls as served without those response
// headers, to price a header before deciding on it (production keeps sending them).
const ALL_PAGES = [
  '/',
  '/individual-tax-services',
  '/resources',
  '/tax-tip/w4-form-guide',
  '/dearborn',
  '/tax-school',
  '/contact',
  '/submit-info',
  '/schedule',
  '/payment',
  '/send-a-friend',
  '/dashboard',
  '/portal',
];
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ALL_PAGES;
const WITHOUT_HEADERS = new Set((process.env.LIGHTHOUSE_WITHOUT_HEADERS ?? '').toLowerCase().split(',').filter(Boolean));
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

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

/** The prerendered page as served, minus the script that starts the app (the head's theme script and data stay). */
const withoutApp = (html) => html.replace(/<script id="app-start"[^>]*>[\s\S]*?<\/script>/, '');

/**
 * The floor: the least a page can be, under the same response headers as the site's pages. What this host's Chromium
 * and Lighthouse cost with nothing of ours to parse, style or run, and so the best any page can score here.
 */
const FLOOR_PATH = '/__floor';
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>A static page</title><meta name="description" content="One heading and one paragraph, with no script and no stylesheet.">' +
  '</head><body><main><h1>A static page</h1><p>One heading and one paragraph, with no script and no stylesheet.</p></main></body></html>';

/** Headers a relay writes itself, for the bytes it sends; every other header is the production server's. */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'etag', 'x-request-id']);

/**
 * The production server's answer to a URL, brotli-compressed where production compressed it, minus the headers in
 * WITHOUT_HEADERS; a page's HTML goes through `pageText` (as served, without the app, or the floor instead).
 */
async function fetchAnswer(url, pageText) {
  const res = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'br' } });
  const page = (res.headers.get('content-type') ?? '').startsWith('text/html');
  const body = Buffer.from(page ? pageText(await res.text()) : await res.arrayBuffer());
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !OWN_HEADERS.has(name) && !WITHOUT_HEADERS.has(name)));
  return { status: res.status, headers, body, brotli: res.headers.get('content-encoding') === 'br' ? brotliCompressSync(body) : undefined };
}

/**
 * A bare node:http server answering every path as the production server does (status, headers and body, fetched once;
 * a page's load makes GET requests only). The control is one with `keepApp` false: it paints the same HTML and CSS
 * under the same headers, so its blocking time is what this machine's parsing, style, layout and paint cost without
 * any of our JavaScript; the page's own figure beside it adds the app's. It also answers FLOOR_PATH with the floor
 * page under the headers of `/`. With WITHOUT_HEADERS set, the pages themselves are audited through one with `keepApp`
 * true.
 */
async function startRelay(baseUrl, { keepApp }) {
  const answers = new Map();
  const fetchFor = (path) =>
    path === FLOOR_PATH ? fetchAnswer(`${baseUrl}/`, () => FLOOR_HTML) : fetchAnswer(baseUrl + path, keepApp ? (html) => html : withoutApp);
  const answerFor = (path) => {
    if (!answers.has(path))
      answers.set(
        path,
        fetchFor(path).catch((error) => (answers.delete(path), Promise.reject(error))),
      );
    return answers.get(path);
  };
  const server = createServer((req, res) => {
    answerFor(req.url).then(
      (answer) => {
        const brotli = answer.brotli && /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
        const body = brotli ? answer.brotli : answer.body;
        res.writeHead(answer.status, { ...answer.headers, 'content-length': body.length, ...(brotli && { 'content-encoding': 'br' }) });
        res.end(body);
      },
      () => res.writeHead(502).end(),
    );
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  server.unref(); // should the bench fail before closing it, it does not keep the process alive
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The path and query a run ended on: a signed-in-only page sends a visitor without a session to /login. */
const landedPath = (run) => {
  const landed = new URL(run.result.lhr.finalDisplayedUrl);
  return landed.pathname + landed.search;
};

const perf = (run) => run.result.lhr.categories.performance?.score ?? 0;
const perfScore = (run) => Math.round(perf(run) * 100);
const blockingTime = (run) => run.result.lhr.audits['total-blocking-time']?.numericValue ?? Infinity;
const perfScores = (runs) => runs.map(perfScore).join(', ');
const blockingTimes = (runs) => runs.map((run) => metric(run.result.lhr.audits, 'total-blocking-time', 0)).join(', ');

/**
 * The page's row from its runs: the median run's scores, every run's performance score and TBT when there are several,
 * the same two figures for each run's control, and the floor's TBT.
 */
function pageRow(path, { runs, controls, floors, hydratesLater }, root, pagesUrl) {
  const sorted = [...runs].sort((a, b) => perf(a) - perf(b));
  const { result } = sorted[Math.floor((sorted.length - 1) / 2)];
  const { categories, audits } = result.lhr;
  const scripts = (audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script' && r.url.startsWith(pagesUrl));
  const jsGzipKb = scripts.reduce((sum, r) => sum + gzipBytes(root, r.url), 0) / 1024;
  const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
  const retries = runs.filter((run) => run.retried).map((run) => run.retried);
  const spread = runs.length > 1 ? `${runs.length} runs, median shown; perf ${perfScores(runs)}; TBT ${blockingTimes(runs)} ms; ` : '';
  const servedWithout = WITHOUT_HEADERS.size ? `page and control served without ${[...WITHOUT_HEADERS].join(', ')}; ` : '';
  const control = `without the app: perf ${perfScores(controls)}, TBT ${blockingTimes(controls)} ms; the floor: TBT ${blockingTimes(floors)} ms; `;
  // A page that hydrates later runs none of these before it is usable: its loader fetches them once idle after load.
  const js = hydratesLater ? 'JS fetched once idle, run on first use' : 'JS before usable';
  return {
    name: path,
    value: `${score('performance')}/${score('accessibility')}/${score('best-practices')}/${score('seo')}`,
    unit: 'perf/a11y/bp/seo',
    note: `${servedWithout}${spread}${control}${retries.length ? `${retries.length} run(s) repeated (trace failed: ${retries.join(', ')}); ` : ''}${js} ${jsGzipKb.toFixed(1)} kB gzip in ${scripts.length} files; LCP ${metric(audits, 'largest-contentful-paint', 0)} ms, TBT ${metric(audits, 'total-blocking-time', 0)} ms, CLS ${metric(audits, 'cumulative-layout-shift', 3)}`,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
};

/**
 * The performance targets counted over every run of a kind of page (content or form), beside its controls': how many
 * runs reach the score (100 on a content page, 98 on a form page) and TBT <= 50 ms. Whether a target is met "every
 * run" is read here; the controls say how often this host lets a page without the app meet it, and the floor how often
 * it lets any page.
 */
function kindRow(kind, minScore, pages) {
  const runs = pages.flatMap((page) => page.runs);
  const controls = pages.flatMap((page) => page.controls);
  const floors = pages.flatMap((page) => page.floors);
  const scoresHigh = (run) => perfScore(run) >= minScore;
  const blocksLittle = (run) => blockingTime(run) <= 50;
  const scored = (list) => list.filter(scoresHigh).length;
  const quick = (list) => list.filter(blocksLittle).length;
  const tbtMedian = (list) => Math.round(median(list.map(blockingTime)));
  const lowest = (list) => Math.min(...list.map(perfScore));
  const target = minScore === 100 ? 'perf 100' : `perf >= ${minScore}`;
  const beside = (figure) => `(without the app ${figure(controls)}, the floor ${figure(floors)})`;
  return {
    name: `${kind} pages, every run`,
    value: `${runs.filter((run) => scoresHigh(run) && blocksLittle(run)).length}/${runs.length}`,
    unit: 'runs at both targets',
    note:
      `${target} in ${scored(runs)} of ${runs.length} runs ${beside(scored)}; TBT <= 50 ms in ${quick(runs)} ${beside(quick)}; ` +
      `TBT median ${tbtMedian(runs)} ms ${beside(tbtMedian)}; lowest perf ${lowest(runs)} ${beside(lowest)}`,
  };
}

/**
 * LIGHTHOUSE_RUNS=n audits every page n times, in rounds over all the pages so that a slow spell of the host does not
 * fall on one page's runs only (Lighthouse's own advice for variance is the median of five runs). Each run is followed
 * by its control, audited at the URL the page ended on (a signed-in-only page sends a visitor without a session to
 * /login), and by the floor, so the three see the same spell of the host.
 */
export async function benchLighthouse({ baseUrl, root }) {
  const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
  const control = await startRelay(baseUrl, { keepApp: false });
  const relayed = WITHOUT_HEADERS.size ? await startRelay(baseUrl, { keepApp: true }) : undefined;
  const pagesUrl = relayed?.url ?? baseUrl;
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: FLAGS, logLevel: 'silent' });
  const auditsOf = new Map();
  const unavailable = new Map();
  const keep = (name, run) => {
    if (!process.env.LIGHTHOUSE_REPORT_DIR) return;
    mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), run.result.report);
  };
  try {
    for (const path of PAGES) {
      const status = (await fetch(baseUrl + path)).status;
      if (status !== 200) unavailable.set(path, { name: path, value: 'n/a', unit: '', note: `answers HTTP ${status}` });
      else auditsOf.set(path, { runs: [], controls: [], floors: [] });
    }
    for (let round = 1; round <= rounds; round++) {
      for (const [path, { runs, controls, floors }] of auditsOf) {
        const name = `${path.slice(1).replaceAll('/', '_') || 'home'}${rounds > 1 ? `.${round}` : ''}`;
        const run = await audit(chrome.port, pagesUrl + path);
        runs.push(run);
        keep(name, run);
        const controlRun = await audit(chrome.port, control.url + landedPath(run));
        controls.push(controlRun);
        keep(`${name}.without-app`, controlRun);
        const floorRun = await audit(chrome.port, control.url + FLOOR_PATH);
        floors.push(floorRun);
        keep(`${name}.floor`, floorRun);
      }
    }
    for (const page of auditsOf.values())
      page.hydratesLater = (await (await fetch(baseUrl + landedPath(page.runs[0]))).text()).includes('data-hydrate="later"');
  } finally {
    await chrome.kill();
    await control.close();
    await relayed?.close();
  }
  const { formRoutes } = JSON.parse(readFileSync(join(root, 'tools/budget/budgets.json'), 'utf8'));
  const audited = (isForm) => [...auditsOf].filter(([path]) => formRoutes.includes(path) === isForm).map(([, page]) => page);
  const kinds = [
    ['content', 100, audited(false)],
    ['form', 98, audited(true)],
  ].filter(([, , pages]) => pages.length);
  return [...PAGES.map((path) => unavailable.get(path) ?? pageRow(path, auditsOf.get(path), root, pagesUrl)), ...kinds.map((kind) => kindRow(...kind))];
}
