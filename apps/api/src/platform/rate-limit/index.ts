export { RateLimit } from './rate-limit.decorator';
export { RateLimitBucket, type RateLimitOptions } from './rate-limit.metadata';
export { RateLimitGuard } from './rate-limit.guard';
export { RateLimiter, type RateLimitOutcome, type RateLimitWindow } from './rate-limiter.service';
export { RateLimitModule } from './rate-limit.module';
