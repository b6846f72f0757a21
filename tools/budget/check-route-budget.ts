// `npm test` step after the build: every prerendered page within its byte budget (tools/budget/budgets.json).
// Deterministic (bytes of the built files, not timings). `--print` lists every route's figures.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { jsBudgetOf, kB, kindOf, localeGrowth, measureRoutes, measureText, overBudget, overCodeGrowth, type Budgets, type PageKind } from './route-bytes';

const root = resolve(__dirname, '../..');
const budgets = JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
const routes = measureRoutes(join(root, 'dist/web'));
// What a Spanish or Arabic page adds over its English page, split into its own text and the rest (code growth).
const growths = localeGrowth(routes, measureText(join(root, 'dist/web')));
if (process.argv.includes('--print')) {
  console.table(
    routes.map(({ route, js, laterJs, css, html }) => ({
      route,
      js: kB(js),
      'js later': laterJs ? kB(laterJs) : '',
      css: kB(css),
      html: kB(html),
      kind: kindOf(route, budgets),
    })),
  );
  console.log('Translated pages: growth over the English page (first-load + later JS, gzip) = code growth + text growth');
  console.table(
    growths.map(({ route, growth, text, code, codeAlone }) => ({
      route,
      growth: kB(growth),
      'text growth': kB(text),
      'code growth': kB(code),
      'code alone (strings emptied)': kB(codeAlone),
    })),
  );
}
const problems = [...overBudget(routes, budgets), ...overCodeGrowth(growths, budgets)];
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} budget(s) exceeded. Make the page lighter, or raise tools/budget/budgets.json and say why in the commit.`);
  process.exit(1);
}
const largest = (kind: PageKind) =>
  `${kB(Math.max(0, ...routes.filter((r) => kindOf(r.route, budgets) === kind).map((r) => r.js)))} on a ${kind} page (budget ${kB(jsBudgetOf(kind, budgets))})`;
const largestHtml = Math.max(...routes.map((r) => r.html));
const largestBy = (measure: 'growth' | 'code') => [...growths].sort((a, b) => b[measure] - a[measure])[0];
const growth = largestBy('growth');
const code = largestBy('code');
console.log(
  `route budgets: ${routes.length} pages within budget; largest JS ${largest('content')}, ${largest('form')}, ${largest('back office')}; largest HTML ${kB(largestHtml)} brotli (budget ${kB(budgets.html)})${
    growth && code
      ? `; largest growth over English ${kB(growth.growth)} (${growth.route}: ${kB(growth.code)} code + ${kB(growth.text)} text, budget ${kB(budgets.localeJsGrowth)}); largest code growth ${kB(code.code)} (${code.route}${budgets.localeCodeGrowth === undefined ? '' : `, budget ${kB(budgets.localeCodeGrowth)}`})`
      : ''
  }`,
);
