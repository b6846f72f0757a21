// Writes a complete HTML document for every page route, plus 404 pages, sitemap.xml, robots.txt and the
// manifest the API reads to serve them. Text files get brotli and gzip variants beside them.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const LOADER_ID = 'app-start';
const RENDER_AFTER_PARSE = `<link rel="expect" href="#${LOADER_ID}" blocking="render">`;
/** What a page served for any last segment ('/admin/payments/*') is rendered with. */
const ANY_SEGMENT_SAMPLE = '_any';

/** Stand-ins for the rendered head and body while a page's shell is assembled (characters no template contains). */
const HEAD_MARK = '\u0000app-head\u0000';
const HTML_MARK = '\u0000app-html\u0000';

/**
 * `serverEntry` renders the pages; the API imports it again (manifest `live.serverEntry`, relative to webDist) to render
 * them with the site data whenever that changes, so it must stay beside the build.
 */
export async function prerender({ webDist, serverEntry }) {
  const liveServerEntry = relative(webDist, serverEntry).split(sep).join('/');
  const server = await import(pathToFileURL(serverEntry).href);
  const hint = JSON.stringify(server.sessionHint);
  const leaveSignedOut = minifiedScript(`(${leaveForLogin.toString()})(${hint}, ${mayHoldSession.toString()})`);
  const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const scriptHashes = new Set([sha256(leaveSignedOut)]);
  const styleHashes = new Set();

  /**
   * Each language's browser bundle (build-web.mjs): its entry page (the template), Vite manifest, loader and the
   * `<html lang dir>` its pages are served with.
   */
  const bundles = {};
  for (const locale of server.locales) {
    const viteManifest = JSON.parse(await readFile(join(webDist, `.vite/manifest.${locale}.json`), 'utf8'));
    const styled = await inlineStylesheets(webDist, await readFile(join(webDist, `.vite/index.${locale}.html`), 'utf8'));
    styled.styleHashes.forEach((hash) => styleHashes.add(hash));
    const { lang, dir } = server.htmlAttributes(locale);
    const template = (await inlineFavicon(webDist, styled.template)).replace('<html lang="en">', () => `<html lang="${lang}" dir="${dir}">`);
    const intlWorker = await writeIntlWorker(webDist, { locale: server.intlWarmup.locales[locale], timeZone: server.intlWarmup.timeZone });
    const loader = minifiedScript(`(${startApp.toString()})(${hint}, ${mayHoldSession.toString()}, ${JSON.stringify(intlWorker)})`);
    [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).forEach((script) => scriptHashes.add(sha256(script)));
    scriptHashes.add(sha256(loader));
    const entry = template.match(ENTRY)?.[1];
    if (!entry) throw new Error(`the ${locale} index.html has no module entry script`);
    const entryPreloads = [...template.matchAll(ENTRY_PRELOAD)].map((m) => m[1]);
    bundles[locale] = { viteManifest, template, loader, entry, entryPreloads };
  }

  const pages = {};
  const patterns = {};
  const live = {};
  /** English path -> the page's URL in each language, for the sitemap's alternates. */
  const sitemap = new Map();
  const startModules = new Set();
  const writePage = async (file, rendered, locale) => {
    const { viteManifest, template, loader, entry, entryPreloads } = bundles[locale];
    const pageModules = modulePreloads(viteManifest, rendered.modules);
    // No page fetches script before its first paint: the loader, last in the body, names the modules and starts them
    // right after that paint (form and account pages) or when the visitor reaches for something (reading pages,
    // /contact, /send-a-friend). The head's `rel=expect` holds rendering until the parser reaches the loader, so no
    // frame shows half a page: a frame painted mid-parse (one the loader's requestAnimationFrame asked for, when it sat
    // in the head) shifted the header and footer as the rest arrived.
    const mode = rendered.deferHydration ? 'later' : 'after-paint';
    const modules = [entry, ...new Set([...entryPreloads, ...pageModules])];
    modules.forEach((href) => startModules.add(href));
    // First in the head's own part, before the page's title and the stylesheet are parsed.
    const leave = rendered.signedInOnly ? `<script>${leaveSignedOut}</script>\n    ` : '';
    const shell = template
      .replace(ENTRY_PRELOAD, '')
      .replace(ENTRY, '')
      .replace('<!--app-head-->', () => `${leave}${RENDER_AFTER_PARSE}\n    ${HEAD_MARK}`)
      .replace('<!--app-html-->', () => HTML_MARK)
      .replace('</body>', () => `  <script id="${LOADER_ID}" data-hydrate="${mode}" data-modules="${modules.join(' ')}">${loader}</script>\n  </body>`);
    const [beforeHead, between, afterHtml] = shell.split(new RegExp(`${HEAD_MARK}|${HTML_MARK}`));
    const html = beforeHead + rendered.head + between + rendered.html + afterHtml;
    // Where the render's parts sit in the file: the API renders them again when the site data changes (live-pages.ts).
    const headStart = beforeHead.length;
    const htmlStart = headStart + rendered.head.length + between.length;
    live[file] = { url: rendered.url, head: [headStart, headStart + rendered.head.length], html: [htmlStart, htmlStart + rendered.html.length] };
    await mkdir(dirname(join(webDist, file)), { recursive: true });
    await writeFile(join(webDist, file), html);
  };

  // Every page in every language ('/contact', '/es/contact', '/ar/contact'), but the back office only in English.
  const localized = (path, locale) => {
    const prefix = server.localizedPrefix(locale);
    return prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`;
  };
  for (const locale of server.locales) {
    for (const englishPath of server.prerenderPaths) {
      if (server.localizedPrefix(locale) !== '' && server.englishOnly(englishPath)) continue;
      const path = localized(englishPath, locale);
      // A path ending in '*' is one page for any value of its last segment: rendered with a sample, served by pattern.
      const anySegment = path.endsWith('/*');
      const url = anySegment ? `${path.slice(0, -1)}${ANY_SEGMENT_SAMPLE}` : path;
      const rendered = { ...(await server.render(url)), url };
      if (rendered.status !== 200) throw new Error(`${url} rendered with status ${rendered.status}`);
      const file = url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
      await writePage(file, rendered, locale);
      if (anySegment) patterns[path] = file;
      else pages[path] = file;
      if (!rendered.headData.noindex && !anySegment) {
        if (!sitemap.has(englishPath)) sitemap.set(englishPath, {});
        sitemap.get(englishPath)[locale] = rendered.headData.canonical;
      }
    }
  }

  // 404 pages: per language, and per prefix with its own (unknown article slugs), the longest prefixes first.
  const notFound = { default: '404.html', byPrefix: {} };
  for (const locale of [...server.locales].reverse()) {
    const prefix = server.localizedPrefix(locale);
    for (const [samplePrefix, samplePath] of Object.entries(server.notFoundSamples ?? {})) {
      const file = `404${prefix.replace(/\//g, '-')}${samplePrefix.replace(/\/$/, '').replace(/\//g, '-')}.html`;
      const url = localized(samplePath, locale);
      await writePage(file, { ...(await server.render(url)), url }, locale);
      notFound.byPrefix[localized(samplePrefix, locale)] = file;
    }
    const url = localized('/__not-found__', locale);
    const file = prefix === '' ? '404.html' : `404${prefix.replace(/\//g, '-')}.html`;
    await writePage(file, { ...(await server.render(url)), url }, locale);
    if (prefix !== '') notFound.byPrefix[`${prefix}/`] = file;
  }

  const firstUrl = [...sitemap.values()][0];
  const origin = new URL(firstUrl?.[server.locales[0]] ?? 'http://localhost/').origin;
  await writeFile(join(webDist, 'sitemap.xml'), sitemapXml(sitemap, server.locales));
  const signedIn = ['/dashboard', '/portal'];
  await writeFile(
    join(webDist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /auth/\n${server.locales
      .flatMap((locale) => signedIn.map((path) => `Disallow: ${localized(path, locale)}\n`))
      .join('')}\nSitemap: ${origin}/sitemap.xml\n`,
  );
  await writeFile(
    join(webDist, 'manifest.json'),
    JSON.stringify(
      { pages, patterns, notFound, scriptHashes: [...scriptHashes], styleHashes: [...styleHashes], live: { serverEntry: liveServerEntry, files: live } },
      null,
      2,
    ),
  );
  await rm(join(webDist, '.vite'), { recursive: true, force: true });
  await hintCompileOnLoad(webDist, startModules);

  let files = 0;
  for await (const file of walk(webDist)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('manifest.json')) continue;
    const body = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    files++;
  }
  return { pages: Object.keys(pages).length, files };
}

/**
 * Inlined (as source text) into every page, last in the body: starts the app without delaying the first paint, as its
 * `data-hydrate` says. 'after-paint' (form and account pages) starts it once the first paint is on screen, so the page
 * shows before any script is fetched and is usable as soon as the modules arrive. 'later' (reading pages, /contact,
 * /send-a-friend) fetches the modules once the page has painted and loaded and the browser is idle (`modulepreload`:
 * fetched and parsed, not run) and runs them only when the visitor reaches for something: the first pointer press,
 * click, key, touch or focus, a part that needs the app (`data-needs-app`) coming near the screen, or the system theme
 * changing. With the modules it starts a worker that loads the date and number formats' data (`warmIntl`). A tab that
 * may hold a session starts at once (so the header shows the account without a wait), and so does an address with
 * `hint.startNowParam` (a share link's welcome, which only the app can show). Until then the page is its
 * prerendered HTML: links are plain links, and a button pressed before the app ran (a form's disabled submit button
 * included) is kept for the app to click again once hydrated (main.tsx). A visit that only reads never runs the
 * framework at all.
 * No dependencies: it runs before any module.
 */
/* global window, document, location, URLSearchParams, Element, addEventListener, removeEventListener, requestIdleCallback, requestAnimationFrame, matchMedia, IntersectionObserver, PerformanceObserver, Worker */
function startApp(hint, mayHoldSession, intlWorker) {
  var options = document.currentScript.dataset;
  var modules = options.modules.split(' ');
  var mayHaveSession = mayHoldSession(hint);
  var preloaded = false;
  var preload = function () {
    if (preloaded) return;
    preloaded = true;
    // A task per request: with DevTools attached (as under Lighthouse) starting a request costs about a millisecond,
    // and a form page's 17 modules in one callback made a 15-20 ms task. The worker goes first: behind the modules it
    // waited for one of HTTP/1.1's six connections and loaded ICU at the moment the page's own first format did.
    setTimeout(startIntlWorker, 0);
    modules.forEach(function (href) {
      setTimeout(preloadModule, 0, href);
    });
  };
  var preloadModule = function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  };
  var startIntlWorker = function () {
    try {
      if (window.Worker) new Worker(intlWorker);
    } catch {
      // no worker: the first date or number format pays for its data on the main thread, as it would anyway
    }
  };
  // 'click' too: a screen reader in browse mode activates a button with a click alone, no pointer or key event.
  var triggers = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'];
  var theme = matchMedia('(prefers-color-scheme: dark)');
  var observer;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    triggers.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    theme.removeEventListener('change', start);
    if (observer) observer.disconnect();
    preload();
    import(modules[0]);
  };
  var keep = function (button) {
    if (button && !window.__appHandlesClicks) window.__clickBeforeHydration = button;
  };
  addEventListener(
    'click',
    function (event) {
      keep(event.target instanceof Element ? event.target.closest('button') : null);
    },
    true,
  );
  // A form's submit button stays disabled until the app runs, and a browser sends a disabled button no click, only
  // pointer events: a press on it (a password manager filled the form, the visitor pressed Sign In) is kept as one.
  addEventListener(
    'pointerup',
    function (event) {
      keep(event.target instanceof Element ? event.target.closest('button[type=submit]:disabled') : null);
    },
    true,
  );
  // The first contentful frame's 'paint' entry is delivered once that frame is on screen, tens of milliseconds after
  // the main thread painted it. Script requested before then competes with the paint, and Lighthouse's simulation
  // counts every script that finished loading before the paint as one the paint waited for (LCP 0.7 s or 1.4 s for
  // the same page, depending on whether the idle callback came before the frame was presented).
  var afterFirstPaint = function (then) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0)
      return requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
    new PerformanceObserver(function (list, paints) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      paints.disconnect();
      then();
    }).observe({ type: 'paint', buffered: true });
  };
  if (options.hydrate === 'after-paint') {
    afterFirstPaint(start);
    // A tab that renders no frames (opened in the background, or prerendered) has no paint to wait for; and should
    // the paint entry never come (a browser's bug, a page hidden mid-load), the form still works after 3 s.
    if (document.visibilityState !== 'visible') start();
    setTimeout(start, 3000);
    return;
  }
  if (mayHaveSession || new URLSearchParams(location.search).has(hint.startNowParam)) return start();
  // Tax deadlines prerendered on a day whose dates have since passed: the app states them for today, so it runs now.
  // Detroit's date, give or take its daylight-saving hour, without loading time zone data before the app.
  var dated = document.querySelector('[data-dates-valid-until]');
  if (dated && new Date(Date.now() - 4 * 3600e3).toISOString().slice(0, 10) > dated.getAttribute('data-dates-valid-until')) return start();
  triggers.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  theme.addEventListener('change', start);
  var needsApp = document.querySelectorAll('[data-needs-app]');
  if (needsApp.length && window.IntersectionObserver) {
    observer = new IntersectionObserver(
      function (entries) {
        if (
          entries.some(function (entry) {
            return entry.isIntersecting;
          })
        )
          start();
      },
      { rootMargin: '50% 0px' },
    );
    needsApp.forEach(function (element) {
      observer.observe(element);
    });
  }
  var whenIdle = function () {
    if (window.requestIdleCallback) requestIdleCallback(preload, { timeout: 2000 });
    else setTimeout(preload, 1);
  };
  afterFirstPaint(function () {
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle);
  });
}

/* global localStorage */
/** Whether this tab may hold a session: the auth client's localStorage key, or a sign-in callback in the URL. */
function mayHoldSession(hint) {
  try {
    var callback = new RegExp(hint.callbackPattern);
    return localStorage.getItem(hint.storageKey) !== null || callback.test(location.hash) || callback.test(location.search);
  } catch {
    return true; // storage unreadable: let the app decide
  }
}

/* global sessionStorage */
/**
 * In the head of a page for signed-in people: a tab that cannot hold a session goes to /login, remembering the page as
 * RequireSession does; the app decides every other case. The parser stops here, so the page's title, stylesheet and
 * body are never parsed, styled, laid out or drawn: no glimpse of a screen that is not the visitor's, and no work for a
 * page that is going away while /login loads on the same cores.
 */
function leaveForLogin(hint, mayHoldSession) {
  if (mayHoldSession(hint)) return;
  try {
    sessionStorage.setItem(hint.returnToKey, location.pathname + location.search);
  } catch {
    // storage unavailable: the person lands on the default page after signing in
  }
  // stop() first: called after replace(), it would cancel that navigation too.
  window.stop();
  location.replace(hint.loginPath);
}

/* global close */
/**
 * Run in a worker while a page's modules download. A renderer's first date, number or plural format loads ICU's locale
 * and time-zone data (about 20 ms in this machine's Chromium, 80 ms in Lighthouse's slowed CPU: most of /schedule's
 * hydration task). That data is cached for the whole renderer process, so loading it on a worker's thread first takes it
 * off the main thread (measured: the main thread's first format then takes 0.2 ms).
 */
function warmIntl(formats) {
  new Intl.DateTimeFormat(formats.locale, { dateStyle: 'full', timeStyle: 'long', timeZone: formats.timeZone }).format(0);
  new Intl.DateTimeFormat().resolvedOptions();
  new Intl.NumberFormat(formats.locale, { style: 'currency', currency: 'USD' }).format(0);
  new Intl.PluralRules(formats.locale).select(1);
  close();
}

/** Writes the worker under /assets with its content's hash in the name (cached for a year, like the modules). */
async function writeIntlWorker(webDist, formats) {
  if (!formats?.locale || !formats.timeZone) throw new Error('the server entry exports no intlWarmup { locale, timeZone }');
  const source = minifiedScript(`(${warmIntl.toString()})(${JSON.stringify(formats)})`);
  const file = `assets/intl-warmup-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(webDist, file), source);
  return `/${file}`;
}

/**
 * Puts V8's explicit compile hint (Chrome 136 on) first in every module some page runs at start: V8 then compiles all of
 * the file's functions on the background thread that streams it in, instead of each one on the main thread the first
 * time it runs. On /schedule that took main-thread compilation during start from 311-369 to 33-70 ms (4x CPU slowdown).
 * Modules fetched later for what a visitor does (the auth client, the forms' validation) keep V8's lazy compilation, as
 * V8 advises for code that may not run. After Vite has named the files: a file's name still changes with its code.
 */
async function hintCompileOnLoad(webDist, modules) {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  for (const href of modules) {
    const file = join(webDist, href);
    await writeFile(file, HINT + (await readFile(file, 'utf8')));
  }
}

/** For the scripts written here: the loader goes into every page, and minified it is 2 kB smaller (0.6 kB compressed). */
function minifiedScript(source) {
  const { code, errors } = minifySync('inline.js', source);
  if (errors.length) throw new Error(`a script written by the prerenderer did not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The icon (211 bytes of SVG) goes into each page as a data: URL. Requested as a file, it was fetched right after load,
 * usually before the first frame was on screen, and Lighthouse's simulation then counts a whole extra round trip
 * (150 ms) before the page's largest paint. The file stays in place for anything that asks for it by name.
 */
async function inlineFavicon(webDist, template) {
  const LINK = /<link rel="icon" href="\/(favicon\.svg)" type="image\/svg\+xml" \/>/;
  const file = template.match(LINK)?.[1];
  if (!file) throw new Error('index.html has no <link rel="icon"> to the SVG favicon');
  const svg = (await readFile(join(webDist, file), 'utf8')).trim().replaceAll('"', "'");
  // Only what a URL cannot carry is escaped: the rest compresses like the page around it.
  const url = `data:image/svg+xml,${svg.replace(/[%#<> ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  return template.replace(LINK, () => `<link rel="icon" href="${url}" type="image/svg+xml" />`);
}

/**
 * The site's stylesheet goes into each page as a <style> element instead of a render-blocking <link>. It is the
 * CSS the first paint needs: one file of the shell, both themes and every page (about 6.8 kB gzip), and with the
 * rest of the page (at most 13.1 kB brotli in all, held by the budget's `html` limit) it fits the first 14.6 kB a new
 * connection receives, so the page paints after one round trip instead of two. A few lazily loaded parts (the back
 * office, dialogs, upload fields) bring their own small stylesheet with their code.
 */
async function inlineStylesheets(webDist, template) {
  const styleHashes = [];
  const LINK = /<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g;
  let inlined = template;
  for (const [tag, file] of template.matchAll(LINK)) {
    const css = (await readFile(join(webDist, file), 'utf8')).trim();
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
    styleHashes.push(sha256(css));
    inlined = inlined.replace(tag, () => `<style>${css}</style>`);
  }
  return { template: inlined, styleHashes };
}

/** The chunk of each lazily loaded page module and the chunks it imports, as absolute URLs. */
function modulePreloads(manifest, modules) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) throw new Error(`No built chunk for ${module}`);
    visit(key);
  }
  const entry = Object.values(manifest).find((c) => c.isEntry);
  return [...seen].filter((file) => file !== entry?.file).map((file) => `/${file}`);
}

/** Every page in every language, each listing its alternates (itself included) and x-default, the English page. */
function sitemapXml(pages, locales) {
  const items = [...pages.values()].flatMap((urls) => {
    const present = locales.filter((locale) => urls[locale]);
    const links = present.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${urls[locale]}"/>`);
    if (urls[locales[0]]) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${urls[locales[0]]}"/>`);
    return present.map((locale) => `  <url>\n    <loc>${urls[locale]}</loc>\n${present.length > 1 ? links.join('\n') + '\n' : ''}  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join('\n')}\n</urlset>\n`;
}

async function* walk(dir) {
  for (const name of await readdir(dir)) {
    const full = join(dir, name);
    if ((await stat(full)).isDirectory()) yield* walk(full);
    else yield full;
  }
}
