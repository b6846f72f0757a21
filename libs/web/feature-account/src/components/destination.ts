import { useLocation } from 'react-router';

export const DEFAULT_DESTINATION = '/dashboard';

/** Where to go after signing in: the account page that sent the person here, else the dashboard. */
export function useDestination(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : DEFAULT_DESTINATION;
}
