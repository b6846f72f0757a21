// Group registration numbers for `npm run bench`: POST /api/intake/group-registrations throughput. Each request is
// the full path of a real registration: rate limit, validation, one transaction holding the insert, the
// LeadCreated handlers and two sealed outbox rows, then the mail worker in the same process. run.mjs starts the
// server with the form rate limit lifted and the bot trap's fill time off (every request comes from one address).
import { closedLoop, CONNECTIONS, DURATION_S, postJson } from './closed-loop.mjs';

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
  const result = await closedLoop(autocannon, 'group registrations', { url: `${baseUrl}/api/intake/group-registrations`, ...postJson(body) });
  return [
    { name: 'group registrations', value: Math.round(result.requests.average), unit: 'req/s', note: `${CONNECTIONS} connections, ${DURATION_S} s` },
    { name: 'group registration latency p99', value: result.latency.p99, unit: 'ms' },
  ];
}
