import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import type { CounterIncrement, CounterTotal } from './coalesced-counters';

/** Table rate_limit_counters: one fixed-window counter per hashed key. */
@Injectable()
export class RateLimitCountersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds a batch's hits, restarting any window that has ended, and reads each counter back. One prepared statement
   * for the whole batch (every rate-limited request runs it): one round trip, atomic across processes.
   */
  async add(increments: CounterIncrement[]): Promise<CounterTotal[]> {
    const rows = await preparedQuery<{ key: string; hits: number; retry_after: number }>(
      this.dataSource,
      'rate-limit-add',
      `INSERT INTO rate_limit_counters AS r (key, window_start, window_seconds, hits)
       SELECT key, now(), secs, n FROM unnest($1::text[], $2::int[], $3::int[]) AS c (key, secs, n)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - make_interval(secs => excluded.window_seconds) THEN excluded.hits ELSE r.hits + excluded.hits END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => excluded.window_seconds) THEN now() ELSE r.window_start END,
         window_seconds = excluded.window_seconds
       RETURNING r.key, r.hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => r.window_seconds) - now()))::int AS retry_after`,
      [increments.map((i) => i.key), increments.map((i) => i.windowSeconds), increments.map((i) => i.hits)],
    );
    return rows.map((row) => ({ key: row.key, hits: row.hits, retryAfterSeconds: Math.max(1, row.retry_after) }));
  }

  /** Deletes counters whose window has ended (a hit on an ended window starts it afresh anyway). */
  async deleteExpired(): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE window_start + make_interval(secs => window_seconds) < now()`)) as [
      unknown,
      number,
    ];
    return count ?? 0;
  }
}
