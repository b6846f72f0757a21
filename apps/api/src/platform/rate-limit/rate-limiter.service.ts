import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../http/api-error';

export interface RateLimitWindow {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL (table rate_limit_counters), so every API process counts together.
 * Keys are hashed: neither client addresses nor email addresses are stored.
 */
@Injectable()
export class RateLimiter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one hit of `key` (an address, an email, ...) in `bucket`; throws ApiError 429 `rate_limited` when over. */
  async consume(bucket: string, key: string, window: RateLimitWindow): Promise<void> {
    const outcome = await this.hit(bucket, key, window);
    if (!outcome.allowed) throw ApiError.rateLimited(outcome.retryAfterSeconds);
  }

  /** Counts one hit and reports, without throwing. One statement: one round trip, atomic across processes. */
  async hit(bucket: string, key: string, { limit, windowSeconds }: RateLimitWindow): Promise<RateLimitOutcome> {
    const hashed = createHash('sha256').update(`${bucket}|${key}`).digest('hex');
    const [row] = (await this.dataSource.query(
      `INSERT INTO rate_limit_counters AS r (key, window_start, window_seconds, hits)
       VALUES ($1, now(), $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - make_interval(secs => excluded.window_seconds) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => excluded.window_seconds) THEN now() ELSE r.window_start END,
         window_seconds = excluded.window_seconds
       RETURNING r.hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => r.window_seconds) - now()))::int AS retry_after`,
      [hashed, windowSeconds],
    )) as { hits: number; retry_after: number }[];
    return { allowed: row!.hits <= limit, hits: row!.hits, retryAfterSeconds: Math.max(1, row!.retry_after) };
  }

  /** Deletes counters whose window has ended. */
  async deleteExpired(): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM rate_limit_counters WHERE window_start + make_interval(secs => window_seconds) < now()`,
    )) as [unknown, number];
    return count ?? 0;
  }
}
