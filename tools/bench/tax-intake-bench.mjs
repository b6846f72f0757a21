// Tax intake numbers for `npm run bench`: POST /api/intake/tax-info accepted per second (each one a row, an event
// and two queued mails in one transaction) and its latency. Prints nothing itself; returns rows for run.mjs.
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

/** A complete intake; `startedAt` a minute back, so the bot trap's minimum fill time lets it through. */
const intake = () => ({
  fullName: 'Bench Client',
  email: 'bench.client@example.com',
  phone: '(313) 555-0199',
  filingStatus: 'married_filing_jointly',
  spouse: { fullName: 'Bench Spouse', birthYear: 1984 },
  dependents: [{ fullName: 'Bench Child', relationship: 'daughter', birthYear: 2015, monthsLivedWithYou: 12 }],
  income: ['w2_wages', 'childcare'],
  documents: [],
  office: 'dearborn',
  contactMethod: 'email',
  contactTime: 'any',
  consent: true,
  website: '',
  startedAt: Date.now() - 60_000,
});

export async function benchTaxIntake({ baseUrl, autocannon }) {
  const result = await autocannon({
    url: `${baseUrl}/api/intake/tax-info`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(intake()),
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const created = result.statusCodeStats?.['201']?.count ?? 0;
  return [
    { name: 'tax intakes accepted', value: Math.round(created / DURATION_S), unit: 'per s', note: `${CONNECTIONS} connections, ${DURATION_S} s, 201s only` },
    { name: 'tax intake latency p50', value: result.latency.p50, unit: 'ms' },
    { name: 'tax intake latency p99', value: result.latency.p99, unit: 'ms' },
    { name: 'non-201 answers', value: result.requests.total - created, unit: 'requests', note: 'rate limits, when on, show here' },
  ];
}
