import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { localeGrowth, measureRoutes, overBudget, overCodeGrowth, splitText, type Budgets } from './route-bytes';

describe('route byte budgets', () => {
  const dist = mkdtempSync(join(tmpdir(), 'route-bytes-'));
  const asset = (name: string, bytes: number, variant = true) => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    // Random-looking text so gzip cannot shrink it much; the .gz variant is what is counted.
    const body = Array.from({ length: bytes }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('');
    writeFileSync(join(dist, 'assets', name), body);
    if (variant) writeFileSync(join(dist, 'assets', `${name}.gz`), gzipSync(body));
  };
  const page = (file: string, head: string) => {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), `<!doctype html><html><head>${head}</head><body></body></html>`);
  };
  const gz = (name: string) => gzipSync(Array.from({ length: sizes[name]! }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('')).length;
  const sizes: Record<string, number> = { 'app.js': 30000, 'shared.js': 20000, 'form.js': 15000, 'site.css': 4000 };

  beforeAll(() => {
    asset('app.js', sizes['app.js']!);
    asset('shared.js', sizes['shared.js']!);
    asset('form.js', sizes['form.js']!, false);
    asset('site.css', sizes['site.css']!);
    page(
      'index.html',
      '<script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js"><link rel="stylesheet" crossorigin href="/assets/site.css">',
    );
    page(
      'contact/index.html',
      '<script data-hydrate="after-paint" data-modules="/assets/app.js /assets/shared.js /assets/form.js /assets/shared.js">(loader)</script><style>.inline{color:red}</style>',
    );
    page(
      'later/index.html',
      '<script data-hydrate="later" data-modules="/assets/app.js /assets/shared.js /assets/app.js">(loader)</script><style>.inline{color:red}</style>',
    );
    writeFileSync(join(dist, 'later/index.html.br'), Buffer.alloc(777));
    writeFileSync(
      join(dist, 'manifest.json'),
      JSON.stringify({ pages: { '/': 'index.html', '/contact': 'contact/index.html', '/later': 'later/index.html' } }),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const br = (file: string) => brotliCompressSync(readFileSync(join(dist, file))).length;

  it("sums the gzip bytes of each page's module scripts, preloads and after-paint modules once each, the modules a later-hydrating page names, and its stylesheets, linked or inline, and counts its HTML as served (brotli)", () => {
    expect(measureRoutes(dist)).toEqual([
      { route: '/', js: gz('app.js') + gz('shared.js'), laterJs: 0, css: gz('site.css'), html: br('index.html') },
      {
        route: '/contact',
        js: gz('app.js') + gz('shared.js') + gz('form.js'),
        laterJs: 0,
        css: gzipSync('.inline{color:red}').length,
        html: br('contact/index.html'),
      },
      { route: '/later', js: 0, laterJs: gz('app.js') + gz('shared.js'), css: gzipSync('.inline{color:red}').length, html: 777 },
    ]);
  });

  it('names each route over its budget, with content, form and back-office pages held to their own limits', () => {
    const routes = measureRoutes(dist);
    const content = gz('app.js') + gz('shared.js');
    const budgets: Budgets = {
      formRoutes: ['/contact'],
      backOfficeSections: [],
      contentJs: content,
      formJs: content + gz('form.js'),
      backOfficeJs: content,
      laterJs: content,
      css: gz('site.css'),
      html: 777,
      localeJsGrowth: 3000,
      localeHtmlGrowth: 0,
    };
    expect(overBudget(routes, budgets)).toEqual([]);
    expect(overBudget(routes, { ...budgets, contentJs: content - 1 })).toEqual([expect.stringMatching(/^\/: .* JavaScript .* over the content page budget/)]);
    expect(overBudget(routes, { ...budgets, formJs: content })).toEqual([expect.stringMatching(/^\/contact: .* over the form page budget/)]);
    expect(overBudget(routes, { ...budgets, formJs: 0, backOfficeSections: ['/contact'] })).toEqual([
      expect.stringMatching(/^\/contact: .* over the back office page budget/),
    ]);
    expect(overBudget(routes, { ...budgets, css: 100 })).toEqual([expect.stringMatching(/^\/: .* CSS .* over the budget/)]);
    expect(overBudget(routes, { ...budgets, laterJs: content - 1 })).toEqual([
      expect.stringMatching(/^\/later: .* hydrate later .* over the content page budget/),
    ]);
    // A form page that hydrates later is held to the form budget, not the reading pages' one.
    const laterForm = { ...budgets, formRoutes: ['/contact', '/later'], laterJs: 0 };
    expect(overBudget(routes, laterForm)).toEqual([]);
    expect(overBudget(routes, { ...laterForm, formJs: content - 1 })).toEqual([
      expect.stringMatching(/^\/contact: .* over the form page budget/),
      expect.stringMatching(/^\/later: .* hydrate later .* over the form page budget/),
    ]);
    expect(overBudget(routes, { ...budgets, html: 776 })).toEqual([
      expect.stringMatching(/^\/later: 0\.8 kB of HTML \(brotli\) is over the budget of 0\.8 kB/),
    ]);
  });

  it('holds a Spanish or Arabic page to its English page plus what a language may add, and to its kind of budget', () => {
    const page = { laterJs: 0, css: 0, html: 0 };
    const routes = [
      { route: '/contact', js: 100_000, ...page },
      { route: '/es/contact', js: 103_001, ...page },
      { route: '/ar/contact', js: 103_000, ...page },
    ];
    const budgets: Budgets = {
      formRoutes: ['/contact'],
      backOfficeSections: [],
      contentJs: 90_000,
      formJs: 110_000,
      backOfficeJs: 0,
      laterJs: 0,
      css: 1,
      html: 1,
      localeJsGrowth: 3000,
      localeHtmlGrowth: 0,
    };
    expect(overBudget(routes, budgets)).toEqual([expect.stringMatching(/^\/es\/contact: 3\.0 kB more JavaScript \(gzip\) than its English page/)]);
  });

  it('splits a script into its text (string literals, template pieces) and its code with the strings emptied', () => {
    expect(splitText('const a=`Hola ${n} mundo`,b="سلام";f(\'x\',a+b);')).toEqual({
      strings: ['Hola ', ' mundo', 'سلام', 'x'],
      code: 'const a=`${n}`,b="";f(\'\',a+b);',
    });
  });

  it("splits a translated page's growth into its text's and the rest, and holds the rest to localeCodeGrowth", () => {
    const page = { laterJs: 0, css: 0, html: 0 };
    const routes = [
      { route: '/contact', js: 100_000, ...page },
      { route: '/ar/contact', js: 103_000, ...page },
      { route: '/es/contact', js: 101_000, ...page },
    ];
    const text = new Map([
      ['/contact', { text: 10_000, code: 90_000 }],
      ['/ar/contact', { text: 12_500, code: 90_200 }],
      ['/es/contact', { text: 10_200, code: 90_100 }],
    ]);
    const growths = localeGrowth(routes, text);
    expect(growths).toEqual([
      { route: '/ar/contact', growth: 3000, text: 2500, code: 500, codeAlone: 200 },
      { route: '/es/contact', growth: 1000, text: 200, code: 800, codeAlone: 100 },
    ]);
    const budgets = { localeCodeGrowth: 600 } as Budgets;
    expect(overCodeGrowth(growths, budgets)).toEqual([
      expect.stringMatching(/^\/es\/contact: 0\.8 kB more JavaScript \(gzip\) than its English page that is not its text/),
    ]);
    expect(overCodeGrowth(growths, { ...budgets, localeCodeGrowth: undefined })).toEqual([]);
  });
});
