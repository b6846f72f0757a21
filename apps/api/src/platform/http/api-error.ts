import { HttpStatus } from '@nestjs/common';
import type { ApiErrorCode, FieldError } from '@huron/shared/contracts';

export type { ApiErrorBody, ApiErrorCode, FieldError } from '@huron/shared/contracts';

/** Throw from services and controllers; the exception filter turns it into an ApiErrorBody. */
export class ApiError extends Error {
  constructor(
    readonly status: HttpStatus,
    /** One of API_ERROR_CODES (libs/shared/contracts): the web has words for each. */
    readonly code: ApiErrorCode,
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
    return Object.assign(new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'rate_limited', `Too many requests. Try again in ${retryAfterSeconds} seconds.`), {
      retryAfterSeconds,
    });
  }

  /** A number over its limit; `unit: 'cents'` for money, which pages show in dollars. */
  static tooBig(field: string, maximum: number, unit?: 'cents', note = ''): ApiError {
    return ApiError.validation([
      { field, message: `must be at most ${maximum}${unit ? ` ${unit}` : ''}${note}`, code: 'too_big', params: { maximum, ...(unit && { unit }) } },
    ]);
  }

  static notFound(what: string): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, 'not_found', `${what} not found`);
  }
}
