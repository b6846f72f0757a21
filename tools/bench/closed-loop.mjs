// One autocannon run at the benches' shared concurrency and length (BENCH_CONNECTIONS, BENCH_DURATION). Any answer
// other than 2xx, or a socket error, fails the section: an error answered fast must never count as throughput.
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

export async function closedLoop(autocannon, name, request) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, pipelining: 1, ...request });
  if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** The method, type and body of a JSON POST, for `closedLoop` beside its url. */
export const postJson = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
