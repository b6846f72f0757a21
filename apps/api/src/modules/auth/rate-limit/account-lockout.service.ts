import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { Transactions } from '../../../platform/database/transactions';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';
import { AccountLockoutRepository } from './account-lockout.repository';

/** The first lock lasts this long; each further lock without a success in between doubles it, up to the cap. */
export const LOCKOUT_FIRST_SECONDS = 60;
export const LOCKOUT_MAX_SECONDS = 3600;
/**
 * Per-account lockout for password grants, whatever the client address: after `lockoutAfterFailures`
 * consecutive attempts without a success the address is refused (429, Retry-After) for a growing interval.
 * Every email address is tracked the same way whether or not an account exists, so the lock reveals nothing.
 * State lives in PostgreSQL, keyed by a hash of the address.
 */
@Injectable()
export class AccountLockoutService {
  constructor(
    private readonly lockouts: AccountLockoutRepository,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts an attempt before the password is checked, or refuses it while the address is locked. The attempt
   * counts as failed until recordSuccess() says otherwise, and the row is locked while it is counted, so
   * concurrent attempts can never check more than the allowed number of passwords.
   */
  async admitAttempt(email: string): Promise<void> {
    const threshold = this.config.auth.rateLimits.lockoutAfterFailures;
    if (threshold === 0) return;
    const key = keyFor(email);
    await this.transactions.run(async (tx) => {
      const state = await this.lockouts.lockState(tx, key);
      if (state.lockedFor !== null && state.lockedFor > 0) throw AuthError.rateLimited(state.lockedFor, 'Too many failed sign-in attempts for this account');
      const failures = (state.stale ? 0 : state.failures) + 1;
      const lockouts = state.stale ? 0 : state.lockouts;
      const lockSeconds = failures >= threshold ? Math.min(LOCKOUT_FIRST_SECONDS * 2 ** lockouts, LOCKOUT_MAX_SECONDS) : 0;
      await this.lockouts.saveCounts(tx, key, failures, lockSeconds > 0 ? lockouts + 1 : lockouts, lockSeconds);
    });
  }

  /** The password was right: the address starts afresh. */
  async recordSuccess(email: string): Promise<void> {
    if (this.config.auth.rateLimits.lockoutAfterFailures === 0) return;
    await this.lockouts.forget(keyFor(email));
  }
}

function keyFor(email: string): string {
  return sha256(`password-grant|${email}`);
}
