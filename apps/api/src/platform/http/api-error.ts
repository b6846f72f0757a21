import { HttpStatus } from '@nestjs/common';
import type { FieldError } from '@huron/shared/contracts';

export type { ApiErrorBody, FieldError } from '@huron/shared/contracts';

/** Throw from services and controllers; the exception filter turns it into an ApiErrorBody. */
export class ApiError extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** Seconds the client should wait; sent as Retry-After. */
  retryAfterSeconds?: number;

  static validation(errors: FieldError[]): ApiError {
    const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    return new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', `Invalid request: ${summary}`, errors);
  }

  /** 429; the exception filter sends `retryAfterSeconds` as Retry-After. */
  static rateLimited(retryAfterSeconds: number): ApiError {
    return Object.assign(new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'rate_limited', `Too many requests. Try again in ${retryAfterSeconds} seconds.`), { retryAfterSeconds });
  }

  static notFound(what: string): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, 'not_found', `${what} not found`);
  }
}
