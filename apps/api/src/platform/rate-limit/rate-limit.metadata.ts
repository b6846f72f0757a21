import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

export interface RateLimitOptions {
  /** Requests per window per client address; a function reads it from config. Default: RATE_LIMIT_FORMS_PER_HOUR. */
  limit?: number | ((config: AppConfig) => number);
  /** Default 3600 (one hour). */
  windowSeconds?: number;
  /** The error for a request over the limit. Default: ApiError 429 `rate_limited`. */
  refuse?: (retryAfterSeconds: number) => Error;
}

export const RATE_LIMIT_METADATA = 'platform:rate-limit';

export interface RateLimitMetadata extends RateLimitOptions {
  bucket: string;
}

/**
 * Names the bucket `RateLimitGuard` counts a handler's requests in, without applying the guard: for controllers that
 * place the guard themselves, first among their class guards (auth counts a request before it checks the session).
 */
export const RateLimitBucket = (bucket: string, options: RateLimitOptions = {}) =>
  SetMetadata(RATE_LIMIT_METADATA, { bucket, ...options } satisfies RateLimitMetadata);
