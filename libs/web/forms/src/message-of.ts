import { m } from '@huron/shared/i18n';

/** An /api refusal (data-access ApiError): worded from the catalogue, its fields named by the page's labels. */
interface Describable {
  describe(labelOf?: (field: string) => string | undefined): string;
}
const isDescribable = (error: unknown): error is Describable => typeof (error as Partial<Describable> | null)?.describe === 'function';

/**
 * The text a person reads for whatever a call failed with: an API refusal in the catalogue's words (fields named as
 * `labelOf` says), a failed fetch as a connection problem, our own Errors (already catalogue text) as they are.
 */
export function messageOf(error: unknown, labelOf?: (field: string) => string | undefined): string {
  if (isDescribable(error)) return error.describe(labelOf);
  if (error instanceof TypeError) return m.error_network();
  if (error instanceof Error && error.message) return error.message;
  return m.form_error_unknown();
}
