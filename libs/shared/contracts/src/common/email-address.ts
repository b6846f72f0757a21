/**
 * The one form an e-mail address is stored and compared in: trimmed and lower-cased, so neither case nor stray spaces
 * can dodge uniqueness, throttling or a match between records (a referral's friend and the account they open).
 */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
