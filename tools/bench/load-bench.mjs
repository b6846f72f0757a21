// `npm run bench -- load` (issue 48): a realistic mix of traffic for BENCH_LOAD_SECONDS (120) against one API process,
// then against two behind a round-robin proxy (load-proxy.mjs), with production's multi-replica settings: one
// PostgreSQL (the embedded server's binaries, run here as a plain server), one S3 store (s3rver), an SMTP sink, a
// shared APP_SECRET. Each configuration gets a fresh database. BENCH_LOAD_USERS (16) virtual users each loop over
// the mix below without pause (a closed loop: throughput is what the machine gives at that concurrency). Reports,
// per request kind and overall: requests/s, p50/p95/p99 and errors (any status other than the expected one), and
// the 5xx among them (the issue asks for none). Everything (load generator, proxy, API processes, PostgreSQL,
// s3rver) shares this machine's cores, so compare the two configurations of one run, not runs on different days.
// Only when named (run.mjs skips it otherwise): it takes 2 × BENCH_LOAD_SECONDS plus start-up.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLoadProxy } from './load-proxy.mjs';
import { freePort, waitFor } from './server.mjs';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 16);
const UPLOAD_KB = Number(process.env.BENCH_LOAD_UPLOAD_KB ?? 256);
const BUCKET = 'client-documents';

/** One round of the mix, in order (20 requests): what a season's day looks like, mostly reads. */
const ROUND = [
  'page',
  'availability',
  'page',
  'portal overview',
  'page',
  'contact',
  'availability',
  'page',
  'token refresh',
  'portal overview',
  'page',
  'availability',
  'page',
  'intake with upload',
  'portal overview',
  'page',
  'contact',
  'availability',
  'token refresh',
  'page',
];
const PAGES = ['/', '/individual-tax-services', '/contact', '/dearborn', '/schedule', '/knowledge-base', '/es', '/submit-info'];
const OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'];
const LIFTED = {
  RATE_LIMIT_FORMS_PER_HOUR: '1000000',
  BOOKING_LIMIT_PER_ADDRESS_PER_DAY: '1000000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '1000000',
  UPLOAD_UNCLAIMED_MB_PER_ADDRESS: '1000000',
  AUTH_RATE_LIMIT_TOKEN: '1000000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '1000000',
  AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '1000000',
  FORM_MIN_FILL_MS: '0',
};

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0);
const pdf = (() => {
  const body = Buffer.alloc(UPLOAD_KB * 1024, 0x20);
  Buffer.from('%PDF-1.7\n').copy(body);
  return body;
})();

/** PostgreSQL, S3 and SMTP for both configurations. */
async function startBackingServices(root) {
  const require = createRequire(join(root, 'package.json'));
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js'));
  const dir = mkdtempSync(join(tmpdir(), 'huron-load-'));
  chmodSync(dir, 0o755);
  const postgres = new EmbeddedPostgres({ dataDir: join(dir, 'postgres') });
  await postgres.start();
  const { Client } = require('pg');
  const S3rver = require('s3rver');
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
  const { port: s3Port } = await s3rver.run();
  const { S3Client, CreateBucketCommand } = require('@aws-sdk/client-s3');
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${s3Port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  s3.destroy();
  const { SMTPServer } = require('smtp-server');
  let mails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => (mails++, callback()));
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const createDatabase = async (name) => {
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = `/${name}`;
    return url.href;
  };
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    },
    createDatabase,
    mails: () => mails,
    async stop() {
      await new Promise((resolve) => smtp.close(resolve));
      await s3rver.close();
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One API process (what `npm start` runs) with production's multi-replica settings. */
async function startApi(root, env) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const varDir = mkdtempSync(join(tmpdir(), 'huron-load-api-'));
  chmodSync(varDir, 0o755);
  const child = spawn(process.execPath, ['dist/api/apps/api/src/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...LIFTED,
      PUBLIC_URL: baseUrl,
      ...env,
      NODE_ENV: 'production',
      STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      VAR_DIR: varDir,
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(`${baseUrl}/api/health`, 120_000);
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

async function signUp(url, n) {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `load-${n}-${randomBytes(4).toString('hex')}@example.com`, password: 'load bench password 123' }),
  });
  if (res.status !== 200) throw new Error(`signup: ${res.status} ${await res.text()}`);
  return res.json();
}

const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Sends one request of `kind` for `user`; resolves with [sub-kind, status, ms] for each HTTP request it made. */
async function one(url, kind, user, n) {
  const timed = async (name, path, init, expected) => {
    const started = performance.now();
    let status = 0;
    let body;
    try {
      const res = await fetch(`${url}${path}`, init);
      status = res.status;
      body = status === expected && res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer();
    } catch {
      status = 0;
    }
    return { name, status, ok: status === expected, ms: performance.now() - started, body };
  };
  switch (kind) {
    case 'page':
      return [await timed('page', PAGES[n % PAGES.length], { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, 200)];
    case 'availability':
      return [await timed('availability', `/api/booking/availability?office=${OFFICES[n % OFFICES.length]}&from=${day(3)}&to=${day(17)}`, {}, 200)];
    case 'portal overview':
      return [await timed('portal overview', '/api/portal/overview', { headers: { authorization: `Bearer ${user.session.access_token}` } }, 200)];
    case 'token refresh': {
      const r = await timed('token refresh', '/auth/v1/token?grant_type=refresh_token', json({ refresh_token: user.session.refresh_token }), 200);
      if (r.ok) user.session = r.body;
      return [r];
    }
    case 'contact':
      return [
        await timed(
          'contact',
          '/api/intake/contact',
          json({
            name: 'Load Visitor',
            email: `load.visitor+${n}@example.com`,
            phone: '(313) 555-0142',
            office: 'dearborn',
            message: 'A question about my 2025 return.',
            website: '',
            startedAt: Date.now() - 60_000,
          }),
          201,
        ),
      ];
    case 'intake with upload': {
      const form = new FormData();
      form.append('file', new Blob([pdf]), 'w2-2025.pdf');
      const uploaded = await timed('upload', '/api/uploads', { method: 'POST', body: form }, 201);
      if (!uploaded.ok) return [uploaded];
      const intake = await timed(
        'intake',
        '/api/intake/tax-info',
        json({
          fullName: 'Load Client',
          email: `load.client+${n}@example.com`,
          phone: '(313) 555-0199',
          filingStatus: 'single',
          dependents: [],
          income: ['w2_wages'],
          documents: [uploaded.body.id],
          office: 'ypsilanti',
          contactMethod: 'email',
          contactTime: 'any',
          consent: true,
          website: '',
          startedAt: Date.now() - 60_000,
        }),
        201,
      );
      return [uploaded, intake];
    }
    default:
      throw new Error(kind);
  }
}

/** USERS virtual users loop over ROUND (each starting at its own place) for SECONDS; per-kind results. */
async function drive(url) {
  const users = [];
  for (let i = 0; i < USERS; i++) users.push({ session: await signUp(url, i) });
  // Warm up: one round each, not counted (first compilations, pools filling).
  await Promise.all(users.map((user, u) => Promise.all(ROUND.slice(0, 5).map((kind, k) => one(url, kind, user, u * 100 + k)))));
  const results = new Map();
  const load = loadavg()[0];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    users.map(async (user, u) => {
      for (let i = u; performance.now() < deadline; i++) {
        for (const r of await one(url, ROUND[i % ROUND.length], user, n++)) {
          const entry = results.get(r.name) ?? { ms: [], errors: 0, fivexx: 0, statuses: {} };
          entry.ms.push(r.ms);
          if (!r.ok) entry.errors++;
          if (!r.ok) entry.statuses[r.status] = (entry.statuses[r.status] ?? 0) + 1;
          if (r.status >= 500 || r.status === 0) entry.fivexx++;
          results.set(r.name, entry);
        }
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000, loadBefore: load, loadAfter: loadavg()[0] };
}

function rowsFor(label, { results, seconds, loadBefore, loadAfter }) {
  const rows = [];
  const all = { ms: [], errors: 0, fivexx: 0, statuses: {} };
  const row = (name, entry) => {
    const sorted = [...entry.ms].sort((a, b) => a - b);
    return {
      name: `${label}: ${name}`,
      value: round(entry.ms.length / seconds),
      unit: 'req/s',
      note: `p50 ${round(percentile(sorted, 0.5))} ms, p95 ${round(percentile(sorted, 0.95))} ms, p99 ${round(percentile(sorted, 0.99))} ms; ${entry.ms.length} requests, ${entry.errors} errors${entry.errors ? ` (status: count ${JSON.stringify(entry.statuses)}; 0 = no answer)` : ''}, ${entry.fivexx} 5xx`,
    };
  };
  for (const [name, entry] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
    rows.push(row(name, entry));
    all.ms.push(...entry.ms);
    all.errors += entry.errors;
    all.fivexx += entry.fivexx;
    for (const [status, count] of Object.entries(entry.statuses)) all.statuses[status] = (all.statuses[status] ?? 0) + count;
  }
  const overall = row('all requests', all);
  overall.note += `; ${USERS} users, ${round(seconds, 0)} s, load average ${round(loadBefore, 2)} → ${round(loadAfter, 2)} on ${cpus().length} CPUs`;
  rows.push(overall);
  return rows;
}

export async function benchLoad({ root }) {
  const services = await startBackingServices(root);
  const rows = [];
  try {
    for (const replicas of [1, 2]) {
      const databaseUrl = await services.createDatabase(`load_${replicas}`);
      const proxyPort = replicas > 1 ? await freePort() : undefined;
      let proxy;
      const apis = [];
      try {
        // The first process migrates the new database; the others start once it has (as the migration Job would).
        for (let i = 0; i < replicas; i++) {
          const settings = { ...services.env, DATABASE_URL: databaseUrl, APP_SECRET: 'one-secret-shared-by-every-replica-000000' };
          apis.push(await startApi(root, proxyPort ? { ...settings, PUBLIC_URL: `http://127.0.0.1:${proxyPort}`, TRUST_PROXY: 'true' } : settings));
        }
        if (proxyPort)
          proxy = await startLoadProxy(
            apis.map((a) => a.baseUrl),
            proxyPort,
          );
        const label = replicas === 1 ? 'one process' : `${replicas} processes behind the proxy`;
        rows.push(...rowsFor(label, await drive(proxy?.url ?? apis[0].baseUrl)));
      } finally {
        for (const api of apis) await api.stop();
        await proxy?.close();
      }
    }
    rows.push({ name: 'mail delivered to the SMTP sink', value: services.mails(), unit: 'messages', note: 'both configurations' });
  } finally {
    await services.stop();
  }
  return rows;
}
