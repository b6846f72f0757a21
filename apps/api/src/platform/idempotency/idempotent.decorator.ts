import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** Honours `Idempotency-Key` on a POST route (see IdempotencyInterceptor); documented in OpenAPI. */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description: 'Any unique string (a UUID): retries with the same key and body within 24 hours return the first answer and create nothing new.',
    }),
  );
