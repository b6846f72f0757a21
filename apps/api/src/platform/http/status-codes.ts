import type { ApiErrorCode } from '@huron/shared/contracts';

/** Stable machine-readable codes for statuses that reach the filter without an ApiError. */
export const codeForStatus: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'service_unavailable',
};

/** A status without its own code: a client error or ours, in general terms. */
export const codeOfStatus = (status: number): ApiErrorCode => codeForStatus[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
