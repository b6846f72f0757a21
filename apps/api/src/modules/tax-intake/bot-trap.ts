/** Filled faster than a person can: the form was rendered less than this long ago. */
export const MIN_FILL_MS = 3000;

/** Honeypot filled, or the form sent implausibly soon after it was rendered. */
export function looksLikeBot(trap: { website?: string; startedAt?: number }, now: number, minFillMs = MIN_FILL_MS): boolean {
  if (trap.website) return true;
  return trap.startedAt !== undefined && now - trap.startedAt < minFillMs;
}
