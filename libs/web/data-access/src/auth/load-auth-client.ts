import type { GoTrueClient } from '@supabase/auth-js';
import { watchAuth } from './watch-auth';

let client: Promise<GoTrueClient> | null = null;

/**
 * The one auth client of this browser tab, created on first use (a page that signs in, or a tab that may hold a
 * session), and from then on mirrored into the auth store. Rejects outside the browser.
 */
export function getAuthClient(): Promise<GoTrueClient> {
  if (typeof window === 'undefined') return Promise.reject(new Error('The auth client exists only in the browser'));
  client ??= import('./auth-client').then(
    (module) => {
      const created = module.createAuthClient();
      watchAuth(created);
      return created;
    },
    (error: unknown) => {
      client = null; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return client;
}
