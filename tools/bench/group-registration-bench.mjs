// Group registration numbers for `npm run bench`: POST /api/intake/group-registrations throughput. Each request is
// the full path of a real registration: rate limit, validation, one transaction holding the insert, the
// LeadCreated handlers and two sealed outbox rows, then the mail worker in the same process. run.mjs starts the
// server with the form rate limit lifted and the bot trap's fill time off (every request comes from one address).
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const body = JSON.stringify({
  organization: 'Bench Workers Union',
  contactName: 'Bench Organiser',
  email: 'bench.organiser@example.com',
  phone: '(734) 555-0123',
  groupSize: 40,
  office: 'ypsilanti',
  notes: 'Measuring the group registration form.',
  affiliate: 'bench-partner',
  website: '',
  startedAt: Date.now() - 60_000,
});

export async function benchGroupRegistration({ baseUrl, autocannon }) {
  const result = await autocannon({
    url: `${baseUrl}/api/intake/group-registrations`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
    pipelining: 1,
  });
  if (result.non2xx || result.errors) throw new Error(`group registrations: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return [
    { name: 'group registrations', value: Math.round(result.requests.average), unit: 'req/s', note: `${CONNECTIONS} connections, ${DURATION_S} s` },
    { name: 'group registration latency p99', value: result.latency.p99, unit: 'ms' },
  ];
}
