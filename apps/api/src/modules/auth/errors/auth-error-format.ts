import type { ErrorFormatter } from '../../../platform/http/error-dialect';
import { AuthError, type AuthErrorCode } from './auth-error';
import { authErrorPayload } from './auth-error-response';

const codeForStatus: Record<number, AuthErrorCode> = {
  400: 'validation_failed',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'request_entity_too_large',
  415: 'bad_json',
  431: 'request_header_fields_too_large',
};

/** The GoTrue error format for errors raised outside the auth controllers (routing, HTTP parsing). */
export const authErrorFormat: ErrorFormatter = (error, requestHeaders, requestId) =>
  authErrorPayload(new AuthError(error.status, codeForStatus[error.status] ?? 'unexpected_failure', error.message), requestHeaders, requestId);
