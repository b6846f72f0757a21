import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ApiError } from '../http/api-error';
import { CoalescedCounters } from './coalesced-counters';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';

export interface RateLimitWindow {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

const refuseWithApiError = (retryAfterSeconds: number): Error => ApiError.rateLimited(retryAfterSeconds);

/**
 * The one rate limiter: fixed-window counters in PostgreSQL, so every API process counts together. Keys are hashed:
 * neither client addresses nor email addresses are stored. Concurrent hits share a statement (`CoalescedCounters`):
 * under load the count costs one round trip and one commit for many requests, not one each.
 */
@Injectable()
export class RateLimiter {
  private readonly counters: CoalescedCounters;

  constructor(private readonly repository: RateLimitCountersRepository) {
    this.counters = new CoalescedCounters((increments) => repository.add(increments));
  }

  /** Counts one hit of `key` (an address, an email, ...) in `bucket`; over the limit throws `refuse`'s error (default 429 `rate_limited`). */
  async consume(bucket: string, key: string, window: RateLimitWindow, refuse: (retryAfterSeconds: number) => Error = refuseWithApiError): Promise<void> {
    const outcome = await this.hit(bucket, key, window);
    if (!outcome.allowed) throw refuse(outcome.retryAfterSeconds);
  }

  /** Counts one hit and reports, without throwing. `hits` is this hit's place in the window: the hit that opened it is 1. */
  async hit(bucket: string, key: string, { limit, windowSeconds }: RateLimitWindow): Promise<RateLimitOutcome> {
    const counted = await this.counters.hit(createHash('sha256').update(`${bucket}|${key}`).digest('hex'), windowSeconds);
    return { allowed: counted.position <= limit, hits: counted.position, retryAfterSeconds: counted.retryAfterSeconds };
  }

  /** Deletes counters whose window has ended. */
  deleteExpired(): Promise<number> {
    return this.repository.deleteExpired();
  }
}
