import type { GoTrueClient } from '@supabase/auth-js';

let client: Promise<GoTrueClient> | null = null;

/** The one auth client of this browser tab, created on first use. Rejects outside the browser. */
export function getAuthClient(): Promise<GoTrueClient> {
  if (typeof window === 'undefined') return Promise.reject(new Error('The auth client exists only in the browser'));
  client ??= import('./auth-client').then(
    (module) => module.createAuthClient(),
    (error: unknown) => {
      client = null; // a failed chunk load may succeed on the next try
      throw error;
    },
  );
  return client;
}
