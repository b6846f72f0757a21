// Requests/s and p99 latency of our server next to a bare node:http server returning the same bytes, same run, with our
// server's CPU time per request. /api/health/live does no work of its own: its cost is the floor every API request pays
// for Node's HTTP, Express, Nest and our middleware (request log, security headers, body and path checks).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { treeCpuMs } from './process-cpu.mjs';
import { freePort } from './server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function measure(autocannon, url, serverPid) {
  const cpuBefore = serverPid ? treeCpuMs(serverPid) : undefined;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuAfter = cpuBefore && treeCpuMs(serverPid);
  return { rps: result.requests.average, p99: result.latency.p99, cpuMs: cpuAfter && (cpuAfter.server - cpuBefore.server) / result.requests.total };
}

export async function benchHttp({ baseUrl, autocannon, serverPid }) {
  const paths = ['/', '/api/health', '/api/health/live'];
  const responses = {};
  for (const path of paths) {
    const res = await fetch(baseUrl + path);
    responses[path] = { type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  const port = await freePort();
  const bare = fork(fileURLToPath(new URL('./bare-server.mjs', import.meta.url)), [JSON.stringify(responses), String(port)]);
  await new Promise((r) => bare.once('message', r));
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
    }
  } finally {
    bare.kill();
  }
  return rows;
}
