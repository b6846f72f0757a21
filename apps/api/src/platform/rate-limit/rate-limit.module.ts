import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitSweeper } from './rate-limit-sweeper.service';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import { RateLimiter } from './rate-limiter.service';

/** Global, so any module can use `@RateLimit()` and inject `RateLimiter` without importing anything. */
@Global()
@Module({ providers: [RateLimitCountersRepository, RateLimiter, RateLimitGuard, RateLimitSweeper], exports: [RateLimiter, RateLimitGuard] })
export class RateLimitModule {}
