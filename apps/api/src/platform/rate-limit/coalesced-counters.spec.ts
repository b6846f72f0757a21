import { waitUntil } from '../../../test/support/wait-until';
import { CoalescedCounters, type CounterIncrement, type CounterTotal } from './coalesced-counters';

/** A counter store whose writes finish when the test says so, recording what each write carried. */
function heldStore() {
  const totals = new Map<string, number>();
  const writes: CounterIncrement[][] = [];
  const pending: (() => void)[] = [];
  let failNext: Error | undefined;
  const write = (increments: CounterIncrement[]) =>
    new Promise<CounterTotal[]>((resolve, reject) => {
      writes.push(increments);
      const failure = failNext;
      failNext = undefined;
      pending.push(() => {
        if (failure) return reject(failure);
        resolve(increments.map(({ key, hits }) => ({ key, hits: totals.set(key, (totals.get(key) ?? 0) + hits).get(key)!, retryAfterSeconds: 42 })));
      });
    });
  return {
    counters: new CoalescedCounters(write),
    writes,
    failNextWrite: (error: Error) => (failNext = error),
    /** Resolves once `count` writes have been issued (polled, with a deadline). */
    writesIssued: (count: number) =>
      waitUntil(
        `${count} write(s) issued`,
        async () => writes.length,
        (n) => n >= count,
        5_000,
      ),
    /** Finishes the oldest write once it has been issued. */
    async finishWrite() {
      await waitUntil(
        'a write to finish',
        async () => pending.length,
        (n) => n > 0,
        5_000,
      );
      pending.shift()!();
    },
  };
}

describe('CoalescedCounters', () => {
  it('a lone hit is written on its own and gets position 1', async () => {
    const store = heldStore();
    const hit = store.counters.hit('a', 60);
    await store.finishWrite();
    expect(await hit).toEqual({ position: 1, retryAfterSeconds: 42 });
    expect(store.writes).toEqual([[{ key: 'a', windowSeconds: 60, hits: 1 }]]);
  });

  it('hits made while a write is in flight go out together in the next write, each key once', async () => {
    const store = heldStore();
    const first = store.counters.hit('a', 60);
    await store.writesIssued(1);
    const later = [store.counters.hit('a', 60), store.counters.hit('b', 300), store.counters.hit('a', 60)];
    await store.finishWrite();
    await store.finishWrite();
    expect(await first).toMatchObject({ position: 1 });
    expect((await Promise.all(later)).map((p) => p.position)).toEqual([2, 1, 3]);
    expect(store.writes).toEqual([
      [{ key: 'a', windowSeconds: 60, hits: 1 }],
      [
        { key: 'a', windowSeconds: 60, hits: 2 },
        { key: 'b', windowSeconds: 300, hits: 1 },
      ],
    ]);
  });

  it('hits made in the same turn share the first write', async () => {
    const store = heldStore();
    const both = Promise.all([store.counters.hit('client', 3600), store.counters.hit('address', 3600)]);
    await store.finishWrite();
    expect((await both).map((p) => p.position)).toEqual([1, 1]);
    expect(store.writes).toHaveLength(1);
  });

  it('a failed write fails only its own hits; the next batch is written', async () => {
    const store = heldStore();
    store.failNextWrite(new Error('database unavailable'));
    const failed = store.counters.hit('a', 60);
    await store.writesIssued(1);
    const next = store.counters.hit('a', 60);
    await store.finishWrite();
    await expect(failed).rejects.toThrow('database unavailable');
    await store.finishWrite();
    expect(await next).toMatchObject({ position: 1 });
  });

  it('a key the write did not return fails its hits instead of passing them', async () => {
    const counters = new CoalescedCounters(async () => []);
    await expect(counters.hit('a', 60)).rejects.toThrow('was not returned');
  });
});
