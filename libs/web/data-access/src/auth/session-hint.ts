import { AUTH_STORAGE_KEY } from './auth-paths';

/** What the auth service puts in a URL it sends the person back to (a session, a PKCE code, or an error). */
export const AUTH_CALLBACK = /(?:^|[#?&])(?:access_token|refresh_token|error_description|error_code|code)=/;

/**
 * Whether this tab may have a session, answered without the auth client: the client keeps its session in
 * localStorage under AUTH_STORAGE_KEY, and a link back from the auth service carries it (or its error) in the URL.
 * False means certainly signed out, so a page need not download the client just to learn that. When storage cannot
 * be read the answer is true: the client decides.
 */
export function sessionMayExist(): boolean {
  if (typeof window === 'undefined') return false;
  if (AUTH_CALLBACK.test(window.location.hash) || AUTH_CALLBACK.test(window.location.search)) return true;
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}
