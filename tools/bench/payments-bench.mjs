// Checkout creations per second in test mode (no Stripe keys): POST /api/payments/checkout records a pending
// payment and answers the test checkout URL. Then test-mode payments per second: checkout + Pay (a signed event
// through the webhook handler, fulfilment and the receipt queued), several at once.
import { performance } from 'node:perf_hooks';
import { URL, URLSearchParams } from 'node:url';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PAY_CONCURRENCY = 8;

const body = (n) =>
  JSON.stringify({
    amount: 14900,
    description: 'Bench payment',
    name: 'Bench Person',
    email: `bench.${n}@example.com`,
    phone: '800-555-0100',
    course: 'Tax Services',
  });

async function post(url, payload) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function benchPayments({ baseUrl, autocannon }) {
  const checkout = await autocannon({
    url: `${baseUrl}/api/payments/checkout`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(0),
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (checkout.non2xx || checkout.errors) throw new Error(`checkout: ${checkout.non2xx} non-2xx, ${checkout.errors} errors`);

  let paid = 0;
  const latencies = [];
  const deadline = Date.now() + DURATION_S * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: PAY_CONCURRENCY }, async (_, worker) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const t0 = performance.now();
        const { id, url } = await post(`${baseUrl}/api/payments/checkout`, body(`${worker}.${n}`));
        const token = new URLSearchParams(new URL(url).hash.slice(1)).get('token');
        await post(`${baseUrl}/api/payments/test-checkout/${id}/pay`, JSON.stringify({ token }));
        latencies.push(performance.now() - t0);
        paid += 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return [
    {
      name: 'POST /api/payments/checkout (test mode)',
      value: Math.round(checkout.requests.average),
      unit: 'req/s',
      note: `p99 ${checkout.latency.p99} ms, ${CONNECTIONS} connections, ${DURATION_S} s`,
    },
    {
      name: 'checkout + test-mode Pay (fulfilled)',
      value: Math.round(paid / seconds),
      unit: 'payments/s',
      note: `p99 ${Math.round(p99)} ms per pair, ${PAY_CONCURRENCY} at once, ${paid} paid`,
    },
  ];
}
