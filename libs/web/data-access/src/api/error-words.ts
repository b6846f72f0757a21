import type { ApiErrorBody, FieldError } from '@huron/shared/contracts/common';
import { formatMoney, formatNumber, m } from '@huron/shared/i18n';
import { apiErrorWords } from './error-codes-words';

export { apiErrorWords };

/** The label a page shows for an API field ('amount' -> 'Amount (USD)'); undefined when the page has none. */
export type LabelOf = (field: string) => string | undefined;

/** Labels for the fields the API names when no form on the page does (a refusal shown as a notice). */
const DEFAULT_LABELS: Record<string, () => string> = {
  amount: m.error_label_amount,
  rewardCents: m.error_label_reward,
  friendEmail: m.error_label_friend_email,
  friendPhone: m.error_label_friend_phone,
  phone: m.error_label_phone,
  email: m.error_label_email,
  status: m.error_label_status,
  course: m.error_label_course,
  startsAt: m.error_label_starts_at,
  file: m.error_label_file,
  documents: m.error_label_documents,
  jobId: m.error_label_job,
};

const labelFor = (field: string, labelOf?: LabelOf) => labelOf?.(field) ?? DEFAULT_LABELS[field]?.() ?? m.form_field_fallback();

/** One field's problem as a sentence: the page's label, the limit in dollars when it is money. */
export function fieldErrorWords(error: FieldError, labelOf?: LabelOf): string {
  const field = labelFor(error.field, labelOf);
  const params = error.params ?? {};
  const amount = (value: unknown) => (params['unit'] === 'cents' ? formatMoney(Number(value)) : formatNumber(Number(value)));
  switch (error.code) {
    case 'too_big':
      return params['origin'] === 'string'
        ? m.error_field_too_long({ field, max: Number(params['maximum']) })
        : m.error_field_too_big({ field, max: amount(params['maximum']) });
    case 'too_small':
      if (params['origin'] === 'string')
        return Number(params['minimum']) <= 1 ? m.form_error_required({ field }) : m.form_error_too_short({ field, min: Number(params['minimum']) });
      return m.error_field_too_small({ field, min: amount(params['minimum']) });
    case 'out_of_range':
      return m.error_field_out_of_range({ field, min: amount(params['minimum']), max: amount(params['maximum']) });
    case 'invalid_type':
      return m.form_error_required({ field });
    case 'invalid_format':
      return params['format'] === 'email' ? m.form_error_email({ field }) : m.form_error_invalid({ field });
    case 'custom':
      if (params['reason'] === 'phone_invalid') return m.form_error_phone({ field });
      if (params['reason'] === 'unsupported_file_type') return m.error_upload_wrong_type({ name: String(params['name']), types: String(params['accepted']) });
      if (params['reason'] === 'file_too_large') return m.upload_error_too_big({ name: String(params['name']), max: Number(params['maximum']) });
      return m.form_error_invalid({ field });
    default:
      return m.form_error_invalid({ field });
  }
}

const isBody = (body: unknown): body is Partial<ApiErrorBody> => typeof body === 'object' && body !== null && 'code' in body;

/** Codes that only say "some field is wrong": the fields' own problems say more. */
const GENERIC_CODES = new Set(['validation_failed', 'invalid_change', 'unprocessable_entity', 'bad_request']);

function codeWords(code: unknown): string | undefined {
  return typeof code === 'string' ? apiErrorWords[code as keyof typeof apiErrorWords]?.() : undefined;
}

/**
 * One field's refusal as a person reads it: its problem in words when the API said what kind it is (too_big...),
 * else the words for the refusal's own code when that is specific (self_referral: "You cannot refer yourself."),
 * else that the field is not valid.
 */
export function fieldRefusalWords(error: FieldError, code: unknown, labelOf?: LabelOf): string {
  if (error.code) return fieldErrorWords(error, labelOf);
  return (typeof code === 'string' && !GENERIC_CODES.has(code) ? codeWords(code) : undefined) ?? fieldErrorWords(error, labelOf);
}

/**
 * What a person reads for an /api refusal: the field problems as sentences when the API named fields, else the
 * words for the code. Never the API's own message, which is written for developers.
 */
export function apiErrorText(status: number, body: unknown, labelOf?: LabelOf): string {
  const code = isBody(body) ? body.code : undefined;
  const fields = isBody(body) ? (body.errors ?? []) : [];
  if (fields.length) return [...new Set(fields.map((error) => fieldRefusalWords(error, code, labelOf)))].join(' ');
  return codeWords(code) ?? (status >= 500 ? m.error_api_internal_error() : m.form_error_unknown());
}
