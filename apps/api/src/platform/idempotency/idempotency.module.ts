import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencySweeper } from './idempotency-sweeper.service';

/** Global, so any module's controllers can use `@Idempotent()` without importing anything. */
@Global()
@Module({
  providers: [IdempotencyRepository, IdempotencyInterceptor, IdempotencySweeper],
  exports: [IdempotencyRepository, IdempotencyInterceptor, IdempotencySweeper],
})
export class IdempotencyModule {}
