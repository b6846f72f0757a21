export { RateLimit, type RateLimitOptions } from './rate-limit.decorator';
export { RateLimitGuard } from './rate-limit.guard';
export { RateLimiter, type RateLimitOutcome, type RateLimitWindow } from './rate-limiter.service';
export { RateLimitModule } from './rate-limit.module';
