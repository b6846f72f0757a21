import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { preparedQuery } from '../../../platform/database/prepared-query';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';
import { CoalescedCounters, type CounterIncrement, type CounterTotal } from './coalesced-counters';

export type RequestBucket = 'token' | 'verify' | 'otp' | 'mfa';

const WINDOW_SECONDS: Record<RequestBucket, number> = { token: 300, verify: 300, otp: 300, mfa: 60 };
const HOUR = 3600;

/**
 * Fixed-window counters in PostgreSQL, shared by every API process. Keys are hashed, so neither client
 * addresses nor email addresses are stored. Concurrent hits share a statement (`CoalescedCounters`): under load the
 * count costs one round trip and one commit for many requests, not one each.
 */
@Injectable()
export class RateLimitService {
  private readonly counters = new CoalescedCounters((increments) => this.add(increments));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts a request from `client` against its bucket; 429 over_request_rate_limit when over. */
  async consumeRequest(bucket: RequestBucket, client: string): Promise<void> {
    const counted = await this.counters.hit(sha256(`${bucket}|${client}`), WINDOW_SECONDS[bucket]);
    if (counted.position > this.config.auth.rateLimits[bucket]) throw AuthError.rateLimited(counted.retryAfterSeconds);
  }

  /**
   * Counts a verification attempt against one MFA factor, whichever address sends it: per-address limits alone let
   * several addresses share the guessing.
   */
  async consumeFactorAttempt(factorId: string): Promise<void> {
    const counted = await this.counters.hit(sha256(`mfa-factor|${factorId}`), HOUR);
    if (counted.position > this.config.auth.rateLimits.mfaFactorPerHour) throw AuthError.rateLimited(counted.retryAfterSeconds, 'Too many attempts for this factor');
  }

  /**
   * Counts an email about to be sent, per client and per recipient address. Call it whether or not an account
   * exists for the address, so the limit never reveals which addresses are registered.
   */
  async consumeEmail(client: string, address: string): Promise<void> {
    const { emailSent, emailPerAddress } = this.config.auth.rateLimits;
    const [fromClient, toAddress] = await Promise.all([this.counters.hit(sha256(`email-client|${client}`), HOUR), this.counters.hit(sha256(`email-to|${address}`), HOUR)]);
    const waits = [fromClient.position > emailSent && fromClient.retryAfterSeconds, toAddress.position > emailPerAddress && toAddress.retryAfterSeconds];
    const over = waits.filter((seconds): seconds is number => seconds !== false);
    if (over.length) throw AuthError.emailRateLimited(Math.max(...over));
  }

  /** One statement for every counter in a batch: adds its hits (restarting a window that has ended) and reads it back. */
  private async add(increments: CounterIncrement[]): Promise<CounterTotal[]> {
    const rows = await preparedQuery<{ key: string; hits: number; retry_after: number }>(
      this.dataSource,
      'auth-rate-limit-add',
      `INSERT INTO auth.rate_limits AS r (key, window_start, window_seconds, hits)
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
}
