// Contact form numbers for `npm run bench`: POST /api/intake/contact throughput. Each request is the full path of a
// real submission: validation, one transaction holding the insert, the LeadCreated handlers and two sealed
// outbox rows, then the mail worker delivering (or, without SMTP, retrying) in the same process.
// run.mjs starts the server with the form rate limit lifted (every request comes from one address).
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const body = JSON.stringify({ name: 'Bench Visitor', email: 'bench.visitor@example.com', office: 'dearborn', message: 'Measuring the contact form.' });

export async function benchContact({ baseUrl, autocannon }) {
  const result = await autocannon({
    url: `${baseUrl}/api/intake/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    pipelining: 1,
  });
  if (result.non2xx || result.errors) throw new Error(`contact: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return [
    {
      name: 'contact submissions',
      value: Math.round(result.requests.average),
      unit: 'req/s',
      note: `${CONNECTIONS} connections, ${DURATION_S} s, target >= 300`,
    },
    { name: 'contact latency p99', value: result.latency.p99, unit: 'ms' },
  ];
}
