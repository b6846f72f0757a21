/** Addresses are compared and stored trimmed and lower-cased, so case cannot dodge uniqueness or throttling. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
