import { GoTrueClient } from '@supabase/auth-js';
import { AUTH_STORAGE_KEY, authUrl } from './auth-paths';

/**
 * The official GoTrue client, unchanged, pointed at our own service. Browser only: the prerenderer never creates
 * one. Loaded through `getAuthClient()` so the library stays out of the first script a page needs.
 */
export function createAuthClient(origin: string = window.location.origin): GoTrueClient {
  return new GoTrueClient({
    url: authUrl(origin),
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  });
}
