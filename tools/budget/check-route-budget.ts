// `npm test` step after the build: every prerendered page within its byte budget (tools/budget/budgets.json).
// Deterministic (bytes of the built files, not timings). `--print` lists every route's figures.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { kB, measureRoutes, overBudget, type Budgets } from './route-bytes';

const root = resolve(__dirname, '../..');
const budgets = JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
const routes = measureRoutes(join(root, 'dist/web'));
if (process.argv.includes('--print')) console.table(routes.map(({ route, js, laterJs, css }) => ({ route, js: kB(js), 'js later': laterJs ? kB(laterJs) : '', css: kB(css), kind: budgets.formRoutes.includes(route) ? 'form' : 'content' })));
const problems = overBudget(routes, budgets);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} budget(s) exceeded. Make the page lighter, or raise tools/budget/budgets.json and say why in the commit.`);
  process.exit(1);
}
const largest = (kind: 'form' | 'content') => Math.max(0, ...routes.filter((r) => budgets.formRoutes.includes(r.route) === (kind === 'form')).map((r) => r.js));
console.log(`route budgets: ${routes.length} pages within budget; largest JS ${kB(largest('content'))} on a content page (budget ${kB(budgets.contentJs)}), ${kB(largest('form'))} on a form page (budget ${kB(budgets.formJs)})`);
