import { HttpStatus } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/** The one error body every /api endpoint answers with. */
export interface ApiErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
  requestId?: string;
}

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

  static validation(errors: FieldError[]): ApiError {
    const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    return new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', `Invalid request: ${summary}`, errors);
  }

  static notFound(what: string): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, 'not_found', `${what} not found`);
  }
}
