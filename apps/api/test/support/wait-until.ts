/**
 * Probes until `accept` holds for the probed value, then returns it; fails with the last value after the
 * deadline. For conditions that change outside the test's control (a server coming back), never a fixed wait.
 */
export async function waitUntil<T>(what: string, probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (accept(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The status of a GET, or 0 when the server did not answer. */
export const statusOf = (url: string): Promise<number> =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );
