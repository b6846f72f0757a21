import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { preparedQuery } from '../../../platform/database/prepared-query';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';

export type RequestBucket = 'token' | 'verify' | 'otp' | 'mfa';

const WINDOW_SECONDS: Record<RequestBucket, number> = { token: 300, verify: 300, otp: 300, mfa: 60 };
const HOUR = 3600;

/**
 * Fixed-window counters in PostgreSQL, shared by every API process. Keys are hashed, so neither client
 * addresses nor email addresses are stored.
 */
@Injectable()
export class RateLimitService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts a request from `client` against its bucket; 429 over_request_rate_limit when over. */
  async consumeRequest(bucket: RequestBucket, client: string): Promise<void> {
    const [counter] = await this.hit([{ key: `${bucket}|${client}`, windowSeconds: WINDOW_SECONDS[bucket], limit: this.config.auth.rateLimits[bucket] }]);
    if (!counter!.allowed) throw AuthError.rateLimited(counter!.retryAfterSeconds);
  }

  /**
   * Counts an email about to be sent, per client and per recipient address. Call it whether or not an account
   * exists for the address, so the limit never reveals which addresses are registered.
   */
  async consumeEmail(client: string, address: string): Promise<void> {
    const { emailSent, emailPerAddress } = this.config.auth.rateLimits;
    const counters = await this.hit([
      { key: `email-client|${client}`, windowSeconds: HOUR, limit: emailSent },
      { key: `email-to|${address}`, windowSeconds: HOUR, limit: emailPerAddress },
    ]);
    const over = counters.filter((c) => !c.allowed);
    if (over.length) throw AuthError.emailRateLimited(Math.max(...over.map((c) => c.retryAfterSeconds)));
  }

  /**
   * One statement (one round trip, one commit) for all counters: for each, whether it is still within its limit
   * and how many seconds remain until its window ends (the Retry-After of a 429).
   */
  private async hit(counters: { key: string; windowSeconds: number; limit: number }[]): Promise<{ allowed: boolean; retryAfterSeconds: number }[]> {
    const keys = counters.map((c) => sha256(c.key));
    const rows = await preparedQuery<{ key: string; hits: number; retry_after: number }>(
      this.dataSource,
      'auth-rate-limit-hit',
      `INSERT INTO auth.rate_limits AS r (key, window_start, window_seconds, hits)
       SELECT key, now(), secs, 1 FROM unnest($1::text[], $2::int[]) AS c (key, secs)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - make_interval(secs => excluded.window_seconds) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => excluded.window_seconds) THEN now() ELSE r.window_start END,
         window_seconds = excluded.window_seconds
       RETURNING r.key, r.hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => r.window_seconds) - now()))::int AS retry_after`,
      [keys, counters.map((c) => c.windowSeconds)],
    );
    return counters.map((c, i) => {
      const row = rows.find((r) => r.key === keys[i]);
      return { allowed: (row?.hits ?? 1) <= c.limit, retryAfterSeconds: Math.max(1, row?.retry_after ?? c.windowSeconds) };
    });
  }
}
