import { rememberedReturnTo } from '@huron/web/data-access';
import { useLocation } from 'react-router';

export const DEFAULT_DESTINATION = '/dashboard';

/**
 * `path` as a browser's URL parser reads it (WHATWG URL): tab, line feed and carriage return removed wherever they
 * are, C0 controls and spaces trimmed from both ends, and a backslash read as a slash. So `/%09/evil.example` (a
 * tab once the query is decoded) is `//evil.example`, which leaves the site.
 */
function asBrowsersReadIt(path: string): string {
  return (
    path
      .replace(/[\t\n\r]/g, '')
      // eslint-disable-next-line no-control-regex -- the URL parser's own character classes
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      .replace(/\\/g, '/')
  );
}

/**
 * The path, normalised as a browser reads it, when browsers and our host can only read it as this origin (one
 * leading slash, no encoded backslash, no encoded second slash); else null. Link to what this returns.
 */
export function toLocalPath(path: string): string | null {
  const read = asBrowsersReadIt(path);
  return read.startsWith('/') && !read.startsWith('//') && !/%5c/i.test(read) && !/^\/%2f/i.test(read) ? read : null;
}

export const isLocalPath = (path: string): boolean => toLocalPath(path) !== null;

/** Where staff land when nothing sent them to sign in: the back office. */
export const STAFF_DESTINATION = '/admin';

/**
 * Where a person lands by default: staff (the role the auth service put in the session's app_metadata; the API checks
 * it again) in the back office, clients on their dashboard.
 */
export function landingOf(user: { app_metadata?: Record<string, unknown> } | null | undefined): string {
  const roles = user?.app_metadata?.['roles'];
  return Array.isArray(roles) && roles.includes('staff') ? STAFF_DESTINATION : DEFAULT_DESTINATION;
}

/**
 * Where to go after signing in: the account page that sent the person here (in the navigation state, or remembered
 * for this tab when it sent them by a full-page load), else where the signed-in person lands (`landingOf`).
 */
export function useDestination(): (user: { app_metadata?: Record<string, unknown> } | null | undefined) => string {
  const from = (useLocation().state as { from?: unknown } | null)?.from ?? rememberedReturnTo();
  const local = typeof from === 'string' ? toLocalPath(from) : null;
  return (user) => local || landingOf(user);
}

/** The path, query and fragment of `redirectTo` when it stays on `origin` as a plain local path, else `fallback`. */
export function sameSitePath(redirectTo: string | null, origin: string, fallback: string): string {
  if (!redirectTo || /\\|%5c/i.test(redirectTo)) return fallback;
  try {
    const url = new URL(redirectTo, origin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === origin && isLocalPath(url.pathname) ? path : fallback;
  } catch {
    return fallback;
  }
}
