// Auth numbers for `npm run bench`: refresh_token grant throughput and password grant latency, with the argon2id
// parameters that dominate the latter. Prints nothing itself; returns rows for run.mjs.
//
// Load design. Refresh tokens rotate: each one may be exchanged once, and reusing one after the reuse interval
// ends the session. So the load is many live sessions, each token used exactly once: a pool holds one live token
// per session; every request takes a token from the pool and its response puts the successor back. With
// `connections` parallel connections (pipelining 1) that is `connections` sessions refreshing back to back, i.e.
// the production pattern (many users, each with its own chain), and every request does the full work of a
// rotation (lock the session row, revoke, insert, sign a JWT). A single sequential chain is measured too.
//
// The default rate limits (AUTH_RATE_LIMIT_TOKEN: 150 per 5 minutes per client address) would turn this into a
// measurement of 429s, so by default the bench starts its own production server with the limits lifted (same
// build, same argon2 parameters). Pass `dedicatedServer: false` to measure `baseUrl` as it is configured.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeCpuMs } from './process-cpu.mjs';
import { startProductionServer } from './server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PASSWORD_SAMPLES = Number(process.env.BENCH_PASSWORD_SAMPLES ?? 30);
const CHAIN_SAMPLES = Number(process.env.BENCH_CHAIN_SAMPLES ?? 200);
const SPARE_SESSIONS = 8;
const LIFTED_LIMITS = {
  AUTH_RATE_LIMIT_TOKEN: '1000000',
  AUTH_RATE_LIMIT_OTP: '1000000',
  AUTH_RATE_LIMIT_VERIFY: '1000000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '1000000',
  AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '1000000',
};

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const json = { 'content-type': 'application/json' };

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${data.error_code ?? ''} ${data.msg ?? ''}`);
  return data;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The argon2id parameters the server uses, from the compiled configuration and the environment it was given. */
function argon2Parameters(root, env) {
  const require = createRequire(import.meta.url);
  const { loadConfig } = require(join(root, 'dist/api/apps/api/src/platform/config/app-config.js'));
  return loadConfig({ ...process.env, NODE_ENV: 'production', STRIPE_TEST_MODE_IN_PRODUCTION: 'true', SINGLE_PROCESS_IN_PRODUCTION: 'true', ...env }).auth
    .argon2;
}

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function measure(baseUrl, autocannon, serverPid) {
  const auth = `${baseUrl}/auth/v1`;
  const email = `bench.${Date.now()}.${process.pid}@example.com`;
  const password = 'bench password, long enough';
  await post(`${auth}/signup`, { email, password });

  // Password grant: sequential, so each sample is one request's latency (argon2id verification dominates).
  const passwordMs = [];
  const pool = [];
  for (let i = 0; i < Math.max(PASSWORD_SAMPLES, CONNECTIONS + SPARE_SESSIONS); i++) {
    let session;
    const ms = await timed(async () => {
      session = await post(`${auth}/token?grant_type=password`, { email, password });
    });
    if (i < PASSWORD_SAMPLES) passwordMs.push(ms);
    pool.push(session.refresh_token);
  }

  // One session refreshed sequentially: the latency of a rotation.
  let chainToken = pool.pop();
  const chainMs = [];
  for (let i = 0; i < CHAIN_SAMPLES; i++) {
    chainMs.push(
      await timed(async () => {
        chainToken = (await post(`${auth}/token?grant_type=refresh_token`, { refresh_token: chainToken })).refresh_token;
      }),
    );
  }

  // Many sessions at once: each token from the pool is used once; its successor goes back into the pool.
  let reused = 0;
  let lastToken = pool[0];
  const cpuBefore = treeCpuMs(serverPid);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: '/auth/v1/token?grant_type=refresh_token',
        headers: json,
        setupRequest(request) {
          let token = pool.shift();
          if (!token) {
            reused++; // only after failed responses; reported below
            token = lastToken;
          }
          return { ...request, body: JSON.stringify({ refresh_token: token }) };
        },
        onResponse(status, body) {
          if (status !== 200) return;
          lastToken = JSON.parse(body).refresh_token;
          pool.push(lastToken);
        },
      },
    ],
  });
  const cpuAfter = treeCpuMs(serverPid);
  const generator = process.cpuUsage(generatorBefore);
  const cpu = cpuBefore &&
    cpuAfter && {
      server: cpuAfter.server - cpuBefore.server,
      database: cpuAfter.children - cpuBefore.children,
      generator: (generator.user + generator.system) / 1000,
    };
  return { passwordMs, chainMs, result, reused, cpu };
}

export async function benchAuth({ baseUrl, autocannon, root = defaultRoot, dedicatedServer = true, serverPid }) {
  const server = dedicatedServer ? await startProductionServer(root, LIFTED_LIMITS) : undefined;
  const target = server?.baseUrl ?? baseUrl;
  try {
    const { passwordMs, chainMs, result, reused, cpu } = await measure(target, autocannon, server?.pid ?? serverPid);
    const argon2 = argon2Parameters(root, dedicatedServer ? LIFTED_LIMITS : {});
    const params = `argon2id m=${argon2.memoryKib} KiB, t=${argon2.timeCost}, p=${argon2.parallelism}`;
    const where = dedicatedServer ? 'own production server, rate limits lifted' : 'the shared server as configured';
    const failures = result.non2xx + result.errors;
    return [
      {
        name: `refresh_token grant, ${CONNECTIONS} sessions in parallel`,
        value: Math.round(result.requests.average),
        unit: 'req/s',
        note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; every token used once, rotation per request; ${failures} non-2xx/errors${reused ? `, ${reused} token reuses after failures` : ''}; ${where}`,
      },
      ...(cpu
        ? [
            {
              name: 'refresh_token grant, CPU per grant',
              value: round((cpu.server + cpu.database) / result.requests.total, 2),
              unit: 'ms',
              note: `server ${round(cpu.server / result.requests.total, 2)} ms + PostgreSQL ${round(cpu.database / result.requests.total, 2)} ms, CPU time over the ${CONNECTIONS}-session run (/proc); the load generator (autocannon in this process, on the same cores) used ${round(cpu.generator / result.requests.total, 2)} ms more per grant`,
            },
          ]
        : []),
      {
        name: 'refresh_token grant, one session sequentially',
        value: round(median(chainMs)),
        unit: 'ms (median)',
        note: `${CHAIN_SAMPLES} rotations in a row`,
      },
      { name: 'password grant latency', value: round(median(passwordMs)), unit: 'ms (median)', note: `${PASSWORD_SAMPLES} sequential sign-ins; ${params}` },
      {
        name: 'argon2id parameters',
        value: `${argon2.memoryKib}/${argon2.timeCost}/${argon2.parallelism}`,
        unit: 'KiB/t/p',
        note: 'ARGON2_MEMORY_KIB / ARGON2_TIME_COST / ARGON2_PARALLELISM (OWASP: 19 MiB, 2 passes, 1 lane)',
      },
    ];
  } finally {
    await server?.stop();
  }
}
