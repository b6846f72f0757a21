import type { FormTrap } from '@huron/shared/contracts';

/**
 * True when a public form looks sent by a bot: the honeypot `website` is filled, or the form came back sooner than
 * `minFillMs` after it was rendered. A `startedAt` in the future (a client clock ahead of ours) is not held against
 * the sender. Callers answer bots with the normal success shape and a fake reference, and store or mail nothing.
 */
export function isLikelyBot(trap: FormTrap, now: number, minFillMs: number): boolean {
  if (trap.website !== undefined && trap.website.trim() !== '') return true;
  if (trap.startedAt === undefined || minFillMs <= 0) return false;
  const elapsed = now - trap.startedAt;
  return elapsed >= 0 && elapsed < minFillMs;
}
