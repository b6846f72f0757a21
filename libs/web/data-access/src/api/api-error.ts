/** A non-2xx answer from /api, as query functions throw it (TanStack Query then shows it as the query's error). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const message = typeof body === 'object' && body && 'message' in body && typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    super(message);
    this.name = 'ApiError';
  }
}

/** The data of an openapi-fetch result, or an ApiError for its status and error body. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ApiError(result.response.status, result.error);
  return result.data;
}
