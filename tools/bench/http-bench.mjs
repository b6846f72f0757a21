// Requests/s and p99 latency of our server next to a bare node:http server returning the same bytes, same run, with our
// server's CPU time per request. /api/health/live does no work of its own: its cost is the floor every API request pays
// for Node's HTTP, Express, Nest and our middleware (request log, security headers, body and path checks).
// The control (issue 49): a bare NestJS app with the same versions and adapter (bare-nest-server.mjs), started and
// measured in the same run, answering GET /api/health/live and a ~1 kB JSON POST that validates nothing; our
// POST /api/intake/contact with the same body is printed beside it. A second control also does, per request, what
// ours does on purpose (the security headers, a request id, the request scope the audit log reads): what separates
// ours from it is the rest of our own code. Compare ratios, not absolute numbers: the machine is shared.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { closedLoop, postJson } from './closed-loop.mjs';
import { treeCpuMs } from './process-cpu.mjs';
import { freePort } from './server.mjs';

/** Headers of any HTTP answer, which the controls send on their own. */
const EVERY_SERVER_SENDS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'x-request-id', 'etag', 'transfer-encoding']);

/** About 1 kB of JSON that passes the contact form's schema. */
export const CONTACT_BODY_1KB = JSON.stringify({
  name: 'Bench Visitor',
  email: 'bench.visitor@example.com',
  office: 'dearborn',
  message: 'Measuring the floor of the API with a contact message of about one kilobyte. '.repeat(12),
});

async function measure(autocannon, url, serverPid, request = {}) {
  const cpuBefore = serverPid ? treeCpuMs(serverPid) : undefined;
  const result = await closedLoop(autocannon, url, { url, ...request });
  const cpuAfter = cpuBefore && treeCpuMs(serverPid);
  return { rps: result.requests.average, p99: result.latency.p99, cpuMs: cpuAfter && (cpuAfter.server - cpuBefore.server) / result.requests.total };
}

export async function benchHttp({ baseUrl, autocannon, serverPid }) {
  const paths = ['/', '/api/health', '/api/health/live'];
  const responses = {};
  let liveHeaders;
  for (const path of paths) {
    const res = await fetch(baseUrl + path);
    responses[path] = { type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()).toString('base64') };
    if (path === '/api/health/live') liveHeaders = [...res.headers].filter(([name]) => !EVERY_SERVER_SENDS.has(name));
  }
  const port = await freePort();
  const bare = fork(fileURLToPath(new URL('./bare-server.mjs', import.meta.url)), [JSON.stringify(responses), String(port)]);
  const nestPort = await freePort();
  const nestServer = fileURLToPath(new URL('./bare-nest-server.mjs', import.meta.url));
  const nest = fork(nestServer, [JSON.stringify(responses['/api/health/live']), String(nestPort)]);
  const featuresPort = await freePort();
  const nestWithFeatures = fork(nestServer, [JSON.stringify(responses['/api/health/live']), String(featuresPort), JSON.stringify(liveHeaders)]);
  await Promise.all([bare, nest, nestWithFeatures].map((child) => new Promise((r) => child.once('message', r))));
  const rows = [];
  try {
    for (const path of paths) {
      const ours = await measure(autocannon, baseUrl + path, serverPid);
      const baseline = await measure(autocannon, `http://127.0.0.1:${port}${path}`);
      const bytes = Buffer.from(responses[path].body, 'base64').length;
      rows.push({
        name: `GET ${path} (${bytes} B)`,
        value: Math.round(ours.rps),
        unit: 'req/s',
        note: `p99 ${ours.p99} ms${ours.cpuMs === undefined ? '' : `, server CPU ${ours.cpuMs.toFixed(3)} ms/request`}; bare node:http ${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms; ratio ${(ours.rps / baseline.rps).toFixed(2)}`,
      });
      if (path === '/api/health/live') {
        const control = await measure(autocannon, `http://127.0.0.1:${nestPort}${path}`, nest.pid);
        rows.push(controlRow(`GET ${path} vs bare NestJS`, ours, control, 'target >= 0.80'));
        const withFeatures = await measure(autocannon, `http://127.0.0.1:${featuresPort}${path}`, nestWithFeatures.pid);
        rows.push(
          controlRow(
            `GET ${path} vs bare NestJS + our headers, id, scope`,
            ours,
            withFeatures,
            `the control also sets our ${liveHeaders.length} headers, a request id and an AsyncLocalStorage scope`,
          ),
        );
      }
    }
    // An authenticated read: a real access token through the bearer guard, the session check and one query. Measured
    // before the contact POSTs, whose mails the worker is still delivering for seconds after them.
    const token = await signUp(baseUrl);
    const read = await measure(autocannon, `${baseUrl}/api/referrals/summary`, serverPid, { headers: { authorization: `Bearer ${token}` } });
    rows.push({
      name: 'GET /api/referrals/summary (signed in)',
      value: Math.round(read.rps),
      unit: 'req/s',
      note: `p99 ${read.p99} ms${read.cpuMs === undefined ? '' : `, server CPU ${read.cpuMs.toFixed(3)} ms/request`}; target >= 1000`,
    });
    const post = postJson(CONTACT_BODY_1KB);
    const ours = await measure(autocannon, `${baseUrl}/api/intake/contact`, serverPid, post);
    const control = await measure(autocannon, `http://127.0.0.1:${nestPort}/api/intake/contact`, nest.pid, post);
    rows.push(
      controlRow(
        `POST /api/intake/contact (${Buffer.byteLength(CONTACT_BODY_1KB)} B JSON) vs bare NestJS`,
        ours,
        control,
        'the control validates and stores nothing',
      ),
    );
  } finally {
    for (const child of [bare, nest, nestWithFeatures]) child.kill();
  }
  return rows;
}

function controlRow(name, ours, control, goal) {
  const cpu = (m) => (m.cpuMs === undefined ? '' : `, CPU ${m.cpuMs.toFixed(3)} ms/request`);
  return {
    name,
    value: Number((ours.rps / control.rps).toFixed(2)),
    unit: 'ratio',
    note: `ours ${Math.round(ours.rps)} req/s, p99 ${ours.p99} ms${cpu(ours)}; bare NestJS ${Math.round(control.rps)} req/s, p99 ${control.p99} ms${cpu(control)}; ${goal}`,
  };
}

async function signUp(baseUrl) {
  const res = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-http-${Date.now()}@example.com`, password: 'bench password 123' }),
  });
  if (res.status !== 200) throw new Error(`signup: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}
