import { performance } from 'node:perf_hooks';

export const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];
export const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** One staff GET, timed from the request to the parsed JSON body. */
export async function timedGet(baseUrl, token, path) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}
