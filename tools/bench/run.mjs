// `npm run bench`: starts the production build once and prints numbers. It asserts nothing.
// Sections: HTTP throughput against a bare node:http baseline, then every other tools/bench/*-bench.mjs module.
import autocannon from 'autocannon';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { settled } from './process-cpu.mjs';
import { startProductionServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
if (!existsSync(join(root, 'dist/web/manifest.json')) || !existsSync(join(root, 'dist/api/apps/api/src/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const only = process.argv.slice(2);
// Sections that run only when named (`npm run bench -- load`): they take minutes.
const ONLY_WHEN_NAMED = new Set(['load']);
const modules = readdirSync(here)
  .filter((f) => f.endsWith('-bench.mjs'))
  .sort((a, b) => (a === 'http-bench.mjs' ? -1 : b === 'http-bench.mjs' ? 1 : a.localeCompare(b)));
// Every bench request comes from one address, faster than a person types: lift the public forms' limits. The staff
// benches sign in with a password only (production otherwise requires an authenticator for /api/admin).
const server = await startProductionServer(root, {
  RATE_LIMIT_FORMS_PER_HOUR: '1000000',
  BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '1000000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '1000000',
  UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '1000000',
  FORM_MIN_FILL_MS: '0',
  AUTH_STAFF_REQUIRE_AAL2: 'false',
});
const settling = await settled(server.pid);
console.log(
  `bench: production build on ${server.baseUrl}, node ${process.version}, ${(await import('node:os')).cpus().length} CPUs; start-up work settled after ${settling} ms`,
);
try {
  for (const file of modules) {
    const section = file.replace(/-bench\.mjs$/, '');
    if (only.length ? !only.includes(section) : ONLY_WHEN_NAMED.has(section)) continue;
    const mod = await import(pathToFileURL(join(here, file)).href);
    const run = Object.values(mod).find((v) => typeof v === 'function' && v.name.startsWith('bench'));
    const rows = await run({ baseUrl: server.baseUrl, autocannon, root, varDir: server.varDir, serverPid: server.pid });
    console.log(`\n## ${section}`);
    console.table(rows.map((r) => ({ measure: r.name, value: r.value, unit: r.unit, note: r.note ?? '' })));
  }
} finally {
  await server.stop();
}
