// `npm test` step after the build: every prerendered page within its byte budget (tools/budget/budgets.json).
// Deterministic (bytes of the built files, not timings). `--print` lists every route's figures.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { englishRoute, jsBudgetOf, kB, kindOf, measureRoutes, overBudget, type Budgets, type PageKind } from './route-bytes';

const root = resolve(__dirname, '../..');
const budgets = JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
const routes = measureRoutes(join(root, 'dist/web'));
if (process.argv.includes('--print'))
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
const problems = overBudget(routes, budgets);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} budget(s) exceeded. Make the page lighter, or raise tools/budget/budgets.json and say why in the commit.`);
  process.exit(1);
}
const largest = (kind: PageKind) =>
  `${kB(Math.max(0, ...routes.filter((r) => kindOf(r.route, budgets) === kind).map((r) => r.js)))} on a ${kind} page (budget ${kB(jsBudgetOf(kind, budgets))})`;
const largestHtml = Math.max(...routes.map((r) => r.html));
const byRoute = new Map(routes.map((r) => [r.route, r]));
const growth = routes
  .filter((r) => englishRoute(r.route) !== r.route && byRoute.has(englishRoute(r.route)))
  .map((r) => ({ route: r.route, bytes: r.js + r.laterJs - byRoute.get(englishRoute(r.route))!.js - byRoute.get(englishRoute(r.route))!.laterJs }))
  .sort((a, b) => b.bytes - a.bytes)[0];
console.log(
  `route budgets: ${routes.length} pages within budget; largest JS ${largest('content')}, ${largest('form')}, ${largest('back office')}; largest HTML ${kB(largestHtml)} brotli (budget ${kB(budgets.html)})${
    growth ? `; largest growth over English ${kB(growth.bytes)} (${growth.route}, budget ${kB(budgets.localeJsGrowth)})` : ''
  }`,
);
