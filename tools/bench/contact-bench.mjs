// Contact form numbers for `npm run bench`: POST /api/intake/contact throughput. Each request is the full path of a
// real submission: validation, one transaction holding the insert, the LeadCreated handlers and two sealed
// outbox rows, then the mail worker delivering (or, without SMTP, retrying) in the same process.
// run.mjs starts the server with the form rate limit lifted (every request comes from one address).
// Nothing lost (issue 49): the rows stored and the mails queued are counted in the server's own database and printed
// beside the 201 answers (one message and two mails, the visitor's and the office's, per answer).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { closedLoop, CONNECTIONS, DURATION_S, postJson } from './closed-loop.mjs';

const EMAIL = `bench.contact.${Date.now()}@example.com`;
const body = JSON.stringify({ name: 'Bench Visitor', email: EMAIL, office: 'dearborn', message: 'Measuring the contact form.' });

async function counts(client) {
  const [row] = (
    await client.query(`SELECT (SELECT count(*)::int FROM contact_messages WHERE email = $1) AS stored, (SELECT count(*)::int FROM mail_outbox) AS mails`, [
      EMAIL,
    ])
  ).rows;
  return row;
}

export async function benchContact({ baseUrl, autocannon, root, varDir }) {
  const require = createRequire(import.meta.url);
  const { EmbeddedPostgres } = require(join(root, 'dist/api/apps/api/src/platform/database/embedded-postgres.js'));
  const { Client } = require('pg');
  const url = EmbeddedPostgres.runningUrl(join(varDir, 'postgres'));
  const client = url ? new Client({ connectionString: url }) : undefined;
  await client?.connect();
  try {
    const before = client && (await counts(client));
    const result = await closedLoop(autocannon, 'contact', { url: `${baseUrl}/api/intake/contact`, ...postJson(body) });
    const after = client && (await counts(client));
    const rows = [
      {
        name: 'contact submissions',
        value: Math.round(result.requests.average),
        unit: 'req/s',
        note: `${CONNECTIONS} connections, ${DURATION_S} s, target >= 300`,
      },
      { name: 'contact latency p99', value: result.latency.p99, unit: 'ms', note: 'target <= 100' },
    ];
    if (before && after) {
      const stored = after.stored - before.stored;
      const mails = after.mails - before.mails;
      // Requests still in flight when autocannon stops (up to one per connection) are stored without being counted.
      const lost = stored < result['2xx'] || mails !== 2 * stored;
      rows.push({
        name: 'contact answers 201 / stored / mails queued',
        value: result['2xx'],
        unit: 'answers',
        note: `${stored} stored (in flight at the end: ${stored - result['2xx']}), ${mails} mails queued (${(mails / Math.max(1, stored)).toFixed(2)} per message)${lost ? ': LOST' : ''}`,
      });
    }
    return rows;
  } finally {
    await client?.end();
  }
}
