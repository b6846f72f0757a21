import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiErrors } from '../http/zod-validation';
import type { AppConfig } from '../config/app-config';
import { RateLimitGuard } from './rate-limit.guard';

export interface RateLimitOptions {
  /** Requests per window per client address; a function reads it from config. Default: RATE_LIMIT_FORMS_PER_HOUR. */
  limit?: number | ((config: AppConfig) => number);
  /** Default 3600 (one hour). */
  windowSeconds?: number;
}

export const RATE_LIMIT_METADATA = 'platform:rate-limit';

export interface RateLimitMetadata extends RateLimitOptions {
  bucket: string;
}

/** Counts each request per client address in `bucket` before the handler runs; over the limit: 429 with Retry-After. */
export const RateLimit = (bucket: string, options: RateLimitOptions = {}) =>
  applyDecorators(SetMetadata(RATE_LIMIT_METADATA, { bucket, ...options } satisfies RateLimitMetadata), UseGuards(RateLimitGuard), ApiErrors(429));
