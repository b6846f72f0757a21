import createClient from 'openapi-fetch';
import type { paths } from './schema.generated';

/** The web app's only way to call /api: typed from the committed OpenAPI document (npm run openapi). */
export const apiClient = createClient<paths>({ baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin });

export type ApiPaths = paths;
