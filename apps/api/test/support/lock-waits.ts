import { Client } from 'pg';

const RECHECK_MS = 10;

/** A connection that holds row locks in an open transaction until released, as a concurrent request would. */
export interface LockHolder {
  pid: number;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Commits, releasing every lock the transaction took. */
  release(): Promise<void>;
}

export async function openLockHolder(databaseUrl: string): Promise<LockHolder> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [{ pid: number }];
  await client.query('BEGIN');
  let open = true;
  return {
    pid,
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    async release() {
      if (!open) return;
      open = false;
      await client.query('COMMIT').finally(() => client.end());
    },
  };
}

/**
 * Resolves with the waiting statement once some backend waits for a lock `holder` holds (PostgreSQL's own
 * pg_blocking_pids, so no timing is involved). `stop()` ends the watch when the race was decided otherwise.
 */
export function lockWaitOn(databaseUrl: string, holder: LockHolder): { waiting: Promise<string>; stop(): void } {
  let stopped = false;
  const waiting = (async () => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      while (!stopped) {
        const { rows } = await client.query<{ query: string }>(
          `SELECT query FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND $1 = ANY (pg_blocking_pids(pid))`,
          [holder.pid],
        );
        if (rows[0]) return rows[0].query;
        await new Promise((resolve) => setTimeout(resolve, RECHECK_MS)); // re-check the condition; not a fixed wait
      }
      return new Promise<string>(() => undefined); // stopped: never decides a race
    } finally {
      await client.end();
    }
  })();
  return { waiting, stop: () => void (stopped = true) };
}
