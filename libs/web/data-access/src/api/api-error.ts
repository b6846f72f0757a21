import { apiErrorText, type LabelOf } from './error-words';

/**
 * A non-2xx answer from /api, as query functions throw it (TanStack Query then shows it as the query's error). Its
 * message is the catalogue's words for the code (the body keeps the API's own message, written for developers).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(apiErrorText(status, body));
    this.name = 'ApiError';
  }

  /** The words with the fields named as the page's labels say them. */
  describe(labelOf?: LabelOf): string {
    return apiErrorText(this.status, this.body, labelOf);
  }
}

/** The data of an openapi-fetch result, or an ApiError for its status and error body. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ApiError(result.response.status, result.error);
  return result.data;
}
