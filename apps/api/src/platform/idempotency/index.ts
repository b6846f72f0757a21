export { Idempotent } from './idempotent.decorator';
export { IdempotencyModule } from './idempotency.module';
export { IdempotencySweeper } from './idempotency-sweeper.service';
