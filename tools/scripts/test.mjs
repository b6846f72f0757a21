// `npm test`: every check, in order, stopping at the first failure: the message catalogue compiled from
// messages/en.json (generated, not committed), lint (ESLint with the module-boundary rules, logical CSS properties
// only, no literal English in JSX),
// type-check, unit specs, build, committed OpenAPI document and client types up to date and the document passing
// Redocly's recommended rules, each page's bytes within
// its budget, API integration specs on a real PostgreSQL, browser tests on Chromium.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_SKIP_NX_CACHE: 'true',
  CI: process.env.CI ?? '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const steps = [
  ['messages', 'node', ['tools/scripts/compile-messages.mjs']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  // The feature libraries are left out here: apps/web's check includes every file of libs/web with the same compiler
  // options, and checking each feature again (with the libraries it imports) doubled the stage's time.
  ['typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static', '--exclude=web-feature-*']],
  ['unit', 'npx', ['jest', '--config', 'jest.unit.config.cjs', '--ci']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['contracts', 'node', ['tools/scripts/write-openapi.mjs', '--check']],
  ['budget', 'npx', ['tsx', 'tools/budget/check-route-budget.ts']],
  ['integration', 'npx', ['jest', '--config', 'apps/api/jest.integration.config.cjs', '--ci']],
  ['browser', 'npx', ['playwright', 'test', '--config', 'apps/web-e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}). Timings: ${timings.join(', ')}`);
    process.exit(result.status || 1);
  }
}
console.log(`\nAll checks passed. Timings: ${timings.join(', ')}`);
