// Writes the API's OpenAPI document to apps/api/openapi.json (stable key order) and the typed client's schema
// to libs/web/data-access/src/api/schema.generated.ts, so API changes show in review and the web app's calls
// are checked against them. Uses the compiled API (npm run build first); needs no database.
// Then lints the document with Redocly's recommended rules (redocly.yaml): any problem, error or warning, fails.
// --check: write nothing, exit 1 when either file is stale or the document has a problem.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { generateOpenApiJson } = require(resolve(root, 'dist/api/apps/api/src/platform/openapi/generate.js'));

const document = await generateOpenApiJson();
const header = '// Generated from apps/api/openapi.json by tools/scripts/write-openapi.mjs. Do not edit: run `npm run openapi`.\n/* eslint-disable */\n';
const schema = header + astToString(await openapiTS(JSON.parse(document)));
const outputs = [
  [resolve(root, 'apps/api/openapi.json'), document],
  [resolve(root, 'libs/web/data-access/src/api/schema.generated.ts'), schema],
];

const check = process.argv.includes('--check');
let stale = 0;
for (const [file, content] of outputs) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current === content) continue;
  if (check) {
    console.error(`${relative(root, file)} is out of date: run \`npm run openapi\``);
    stale++;
  } else {
    writeFileSync(file, content);
    console.log(`wrote ${relative(root, file)}`);
  }
}
if (stale) process.exit(1);
process.exit(lintProblems(outputs[0][0]) ? 1 : 0);

/** Redocly CLI's lint of the written document, offline (no telemetry, no update check); prints each problem. */
function lintProblems(file) {
  const cli = require.resolve('@redocly/cli/bin/cli.js');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--format=json', `--config=${resolve(root, 'redocly.yaml')}`], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  let problems;
  try {
    ({ problems } = JSON.parse(run.stdout));
  } catch {
    console.error(`redocly lint did not run (exit ${run.status}):\n${run.stderr}`);
    return 1;
  }
  for (const { severity, ruleId, message, location } of problems) {
    console.error(`${relative(root, file)} ${location?.[0]?.pointer ?? ''}: ${severity} ${ruleId}: ${message}`);
  }
  if (problems.length) console.error(`${problems.length} problem(s) in the OpenAPI document (Redocly's recommended rules, redocly.yaml)`);
  return problems.length;
}
