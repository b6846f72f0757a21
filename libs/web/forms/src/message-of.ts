import { m } from '@huron/shared/i18n';

/** The text of whatever a call failed with: the service's own message when there is one. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return m.form_error_unknown();
}
