import type { FieldError } from '@huron/shared/contracts/common';
import { ApiError } from './api-error';
import { fieldRefusalWords, type LabelOf } from './error-words';

/** Why a public form's submission did not go through, in terms the form can word: the network, the server, or the fields. */
export class FormSendError extends Error {
  constructor(
    readonly kind: 'network' | 'server' | 'refused',
    readonly apiError?: ApiError,
  ) {
    super(kind);
  }

  /** The server's per-field messages of a refusal (422), for the form to show beside each field. */
  get fieldErrors(): FieldError[] {
    return (this.apiError?.body as { errors?: FieldError[] } | undefined)?.errors ?? [];
  }
}

/** The form a failure is shown in (a form kit form from `useZodForm` is one): where field errors go, and its labels. */
export interface FailingForm {
  /** The field as the API names it; the form kit's own setError, which takes its field names (a method: bivariant). */
  setError(field: string, error: { message: string }): void;
  labels: Map<string, string>;
}

/**
 * What a form shows when sending failed: each field's problem through its `setError`, worded with its labels, and
 * the Error whose text the form's alert shows (the form's own words for a network or server failure, the catalogue's
 * for a refusal). Anything that is not a FormSendError is a bug and comes back unchanged.
 */
export function formFailure(error: unknown, form: FailingForm, words: { network: string; server: string }): unknown {
  if (!(error instanceof FormSendError)) return error;
  if (error.kind !== 'refused') return new Error(words[error.kind]);
  const code = (error.apiError?.body as { code?: unknown } | undefined)?.code;
  const labelOf: LabelOf = (field) => form.labels.get(field);
  for (const fieldError of error.fieldErrors) form.setError(fieldError.field, { message: fieldRefusalWords(fieldError, code, labelOf) });
  return new Error(error.apiError?.describe(labelOf) ?? words.server);
}

/**
 * Sends one public form through the generated client (`call` is its POST) and answers the stored receipt, or throws
 * a FormSendError that says whether the network, the server (5xx) or the fields (4xx) were the problem.
 */
export async function sendForm<T>(call: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result;
  try {
    result = await call();
  } catch {
    throw new FormSendError('network');
  }
  if (result.data !== undefined) return result.data;
  const error = new ApiError(result.response.status, result.error);
  throw new FormSendError(result.response.status >= 500 ? 'server' : 'refused', error);
}
