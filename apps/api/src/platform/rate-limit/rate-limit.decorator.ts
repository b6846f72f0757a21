import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiErrors } from '../http/zod-validation';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitBucket, type RateLimitOptions } from './rate-limit.metadata';

/** Counts each request per client address in `bucket` before the handler runs; over the limit: 429 with Retry-After. */
export const RateLimit = (bucket: string, options: RateLimitOptions = {}) =>
  applyDecorators(RateLimitBucket(bucket, options), UseGuards(RateLimitGuard), ApiErrors(429));
