import { apiClient, ApiError } from '@huron/web/data-access/api';

/**
 * GET of a staff endpoint that the committed OpenAPI document does not describe yet (built on another branch at the
 * same time); replaced by the typed call once `npm run openapi` has it.
 */
export async function untypedGet<T>(path: string, query: Record<string, string> = {}, parseAs: 'json' | 'blob' = 'json'): Promise<T> {
  const client = apiClient as unknown as {
    GET(path: string, init: { params: { query: Record<string, string> }; parseAs: 'json' | 'blob' }): Promise<{ data?: T; error?: unknown; response: Response }>;
  };
  const { data, error, response } = await client.GET(path, { params: { query }, parseAs });
  if (data === undefined || !response.ok) throw new ApiError(response.status, error);
  return data;
}
