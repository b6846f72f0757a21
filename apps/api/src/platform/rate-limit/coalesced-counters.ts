/** Hits to add to one counter, and its window. */
export interface CounterIncrement {
  key: string;
  windowSeconds: number;
  hits: number;
}

/** A counter after an increment: hits counted in its current window, and seconds until that window ends. */
export interface CounterTotal {
  key: string;
  hits: number;
  retryAfterSeconds: number;
}

/** One hit's place in its window: the hit that opened the window is 1. */
export interface CounterPosition {
  position: number;
  retryAfterSeconds: number;
}

interface PendingHit {
  key: string;
  windowSeconds: number;
  settle: { resolve: (position: CounterPosition) => void; reject: (error: unknown) => void };
}

/**
 * Counts hits with one write in flight at a time: hits that arrive while it runs wait and go out together in the
 * next one, as a database's group commit does. With light traffic every hit is written at once; under load one
 * statement and one commit serve many requests. Each hit still gets its exact place: a write adds n hits to a key
 * and reads back the total, and the batch's hits take the places total-n+1 .. total in the order they arrived.
 * The write must add each key's hits atomically (one statement), so several processes can share the counters.
 */
export class CoalescedCounters {
  private waiting: PendingHit[] = [];
  private writing = false;

  constructor(private readonly write: (increments: CounterIncrement[]) => Promise<CounterTotal[]>) {}

  hit(key: string, windowSeconds: number): Promise<CounterPosition> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, windowSeconds, settle: { resolve, reject } });
      if (this.writing) return;
      // A microtask later, not at once, so that the hits one request makes together share the first write too.
      this.writing = true;
      queueMicrotask(() => void this.drain().catch((error: unknown) => this.failWaiting(error)));
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting;
      this.waiting = [];
      await this.writeBatch(batch);
    }
    this.writing = false;
  }

  /** Only reached through a bug in drain(): nobody may wait forever, and the next hit starts a new drain. */
  private failWaiting(error: unknown): void {
    this.writing = false;
    for (const hit of this.waiting.splice(0)) hit.settle.reject(error);
  }

  private async writeBatch(batch: PendingHit[]): Promise<void> {
    const byKey = new Map<string, PendingHit[]>();
    for (const hit of batch) {
      const sameKey = byKey.get(hit.key);
      if (sameKey) sameKey.push(hit);
      else byKey.set(hit.key, [hit]);
    }
    let totals: CounterTotal[];
    try {
      totals = await this.write([...byKey].map(([key, hits]) => ({ key, windowSeconds: hits[0]!.windowSeconds, hits: hits.length })));
    } catch (error) {
      for (const hit of batch) hit.settle.reject(error);
      return;
    }
    const totalByKey = new Map(totals.map((total) => [total.key, total]));
    for (const [key, hits] of byKey) {
      const total = totalByKey.get(key);
      hits.forEach((hit, index) => {
        if (!total) hit.settle.reject(new Error(`rate-limit counter ${key} was not returned`));
        else hit.settle.resolve({ position: total.hits - hits.length + 1 + index, retryAfterSeconds: total.retryAfterSeconds });
      });
    }
  }
}
