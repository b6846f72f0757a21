import { rememberedReturnTo } from '@huron/web/data-access';
import { useLocation } from 'react-router';

export const DEFAULT_DESTINATION = '/dashboard';

/** A path that browsers and our host can only read as this origin: one leading slash, no backslash anywhere. */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/\\|%5c/i.test(path) && !/^\/%2f/i.test(path);
}

/**
 * Where to go after signing in: the account page that sent the person here (in the navigation state, or remembered
 * for this tab when it sent them by a full-page load), else the dashboard.
 */
export function useDestination(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from ?? rememberedReturnTo();
  return typeof from === 'string' && isLocalPath(from) ? from : DEFAULT_DESTINATION;
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
