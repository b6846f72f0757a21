import createClient, { type Middleware } from 'openapi-fetch';
import { getAuthClient } from '../auth/load-auth-client';
import { sessionMayExist } from '../auth/session-hint';
import type { paths } from './schema.generated';

/** Sends the signed-in person's access token (refreshed by the auth client when due) with every request. */
const bearerToken: Middleware = {
  async onRequest({ request }) {
    if (!sessionMayExist()) return request; // certainly signed out (or prerendering): no need for the auth client
    const { data } = await (await getAuthClient()).getSession();
    if (data.session) request.headers.set('Authorization', `Bearer ${data.session.access_token}`);
    return request;
  },
};

/**
 * The web app's only way to call /api: typed from the committed OpenAPI document (npm run openapi). Features wrap
 * each endpoint in their own `api/` folder (query options and a hook per file); pages never call it directly.
 */
export const apiClient = createClient<paths>({ baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin });
apiClient.use(bearerToken);

export type ApiPaths = paths;

/** The query parameters of a GET, as the document types them: `ApiQuery<'/api/admin/audit'>`. */
export type ApiQuery<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

/** The JSON body of a successful response: `ApiResponse<'/api/profiles/me', 'get'>`. */
export type ApiResponse<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer T } } };
}
  ? T
  : never;
