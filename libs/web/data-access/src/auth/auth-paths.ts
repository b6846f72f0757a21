/** localStorage key under which the auth client keeps the session. */
export const AUTH_STORAGE_KEY = 'huron.auth';

/** Where a page for signed-in people sends anyone else. */
export const LOGIN_PATH = '/login';

/** Where password-recovery links land (the `redirectTo` of resetPasswordForEmail). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The auth service's base URL for a page served from `origin`. */
export const authUrl = (origin: string) => `${origin}/auth/v1`;
