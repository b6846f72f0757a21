// What a full-page trip to /login carries from the page that sent the person there (RequireSession), for this tab
// only: the page to come back to, and an error the auth service sent back in that page's URL. Each is read once,
// by the next page load (this module's evaluation), and forgotten there: a later, deliberate visit to /login starts
// afresh.
/** sessionStorage key of the page to come back to (also written by the prerendered page's loader). */
export const RETURN_TO_KEY = 'huron.return-to';
const CALLBACK_ERROR_KEY = 'huron.callback-error';

function take(key: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const value = window.sessionStorage.getItem(key) ?? undefined;
    window.sessionStorage.removeItem(key);
    return value;
  } catch {
    return undefined; // storage unavailable: the person lands on the default page after signing in
  }
}

function keep(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable: nothing is carried
  }
}

let returnTo = take(RETURN_TO_KEY);
let carriedCallbackError = take(CALLBACK_ERROR_KEY);

/** Remembers the signed-in page to come back to after the full-page trip to /login that follows. */
export function rememberReturnTo(path: string): void {
  keep(RETURN_TO_KEY, path);
}

/** The page the previous page remembered with rememberReturnTo, if any (undefined while prerendering). */
export function rememberedReturnTo(): string | undefined {
  return returnTo;
}

export function forgetReturnTo(): void {
  returnTo = undefined;
  try {
    window.sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // nothing to forget
  }
}

/** Carries an auth-service error (a spent or expired emailed link) to the /login page that follows. */
export function carryCallbackError(message: string): void {
  keep(CALLBACK_ERROR_KEY, message);
}

/** The error the previous page carried with carryCallbackError, once. */
export function takeCarriedCallbackError(): string | undefined {
  const message = carriedCallbackError;
  carriedCallbackError = undefined;
  return message;
}
