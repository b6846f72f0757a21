import { z } from 'zod';

/**
 * Every `code` an /api error body can carry. The API throws only these (ApiError's constructor takes this type), the
 * OpenAPI document lists them, and the web words each one from its message catalogue (a test fails on one without).
 * A new code goes here first.
 */
export const API_ERROR_CODES = [
  // request shape and transport
  'bad_request',
  'malformed_json',
  'method_not_allowed',
  'payload_too_large',
  'request_header_fields_too_large',
  'request_timeout',
  'unsupported_media_type',
  'validation_failed',
  'invalid_idempotency_key',
  'idempotency_key_in_use',
  'idempotency_key_reused',
  'rate_limited',
  'too_many_requests',
  // access
  'unauthorized',
  'forbidden',
  'insufficient_aal',
  'not_found',
  'version_conflict',
  'conflict',
  'unprocessable_entity',
  // server
  'internal_error',
  'service_unavailable',
  // booking
  'slot_taken',
  'appointment_cancelled',
  'booking_limit_reached',
  // referrals
  'self_referral',
  'already_referred',
  'illegal_status_change',
  'invalid_change',
  'claim_not_valid',
  'referral_limit_reached',
  'share_code_unknown',
  // payments
  'card_declined',
  'payment_not_pending',
  'payment_not_refundable',
  'payment_provider_busy',
  'payment_provider_error',
  'payment_provider_refused',
  'payment_provider_unreachable',
  'invalid_signature',
  'checkout_token_invalid',
  // tax school
  'session_full',
  'session_has_paid_registrations',
  // invoices
  'invoice_already_paid',
  // uploads
  'unsupported_file_type',
  'file_too_large',
  'file_missing',
  'unknown_upload',
  'upload_already_used',
  'too_many_files',
  'submission_too_large',
  'upload_quota_exceeded',
  // careers
  'job_posting_closed',
  // staff accounts
  'own_staff_role',
  'last_staff_member',
  // client portal
  'engagement_exists',
  'request_not_open',
  'request_type_mismatch',
  // signatures
  'signature_not_pending',
  'signature_already_signed',
  'signature_consent_required',
  'remote_signing_disabled',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorCodeSchema = z
  .enum(API_ERROR_CODES)
  .meta({ id: 'ApiErrorCode', description: 'What went wrong, for programs; people read the words the web shows for it' });

/**
 * Reasons of custom issues that several schemas share (`issue.params.reason`); each client words them itself. These
 * are the API's words for developers; the web's are in its message catalogue.
 */
export const COMMON_ISSUE = { phone: 'phone_invalid' } as const;
export const COMMON_ISSUE_MESSAGES: Record<string, string> = { phone_invalid: 'must be a phone number' };
