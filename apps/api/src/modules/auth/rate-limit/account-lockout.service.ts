import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';

/** The first lock lasts this long; each further lock without a success in between doubles it, up to the cap. */
export const LOCKOUT_FIRST_SECONDS = 60;
export const LOCKOUT_MAX_SECONDS = 3600;
/** Failures older than this (with no lock running) are forgotten. */
const FORGET_AFTER = '1 day';

/**
 * Per-account lockout for password grants, whatever the client address: after `lockoutAfterFailures`
 * consecutive attempts without a success the address is refused (429, Retry-After) for a growing interval.
 * Every email address is tracked the same way whether or not an account exists, so the lock reveals nothing.
 * State lives in PostgreSQL, keyed by a hash of the address.
 */
@Injectable()
export class AccountLockoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    await this.dataSource.transaction(async (manager) => {
      // DO UPDATE (rather than DO NOTHING) takes the row lock and returns the current row in one round trip.
      const [row] = (await manager.query(
        `INSERT INTO auth.sign_in_lockouts AS l (key) VALUES ($1)
         ON CONFLICT (key) DO UPDATE SET key = l.key
         RETURNING failures, lockouts, ceil(extract(epoch FROM locked_until - now()))::int AS locked_for,
                   (locked_until IS NULL OR locked_until <= now()) AND updated_at < now() - interval '${FORGET_AFTER}' AS stale`,
        [key],
      )) as { failures: number; lockouts: number; locked_for: number | null; stale: boolean }[];
      if (row!.locked_for !== null && row!.locked_for > 0) throw AuthError.rateLimited(row!.locked_for, 'Too many failed sign-in attempts for this account');
      const failures = (row!.stale ? 0 : row!.failures) + 1;
      const lockouts = row!.stale ? 0 : row!.lockouts;
      const lockSeconds = failures >= threshold ? Math.min(LOCKOUT_FIRST_SECONDS * 2 ** lockouts, LOCKOUT_MAX_SECONDS) : 0;
      await manager.query(
        `UPDATE auth.sign_in_lockouts SET failures = $2, lockouts = $3,
           locked_until = CASE WHEN $4::int > 0 THEN now() + make_interval(secs => $4::int) END, updated_at = now()
         WHERE key = $1`,
        [key, failures, lockSeconds > 0 ? lockouts + 1 : lockouts, lockSeconds],
      );
    });
  }

  /** The password was right: the address starts afresh. */
  async recordSuccess(email: string): Promise<void> {
    if (this.config.auth.rateLimits.lockoutAfterFailures === 0) return;
    await this.dataSource.query(`DELETE FROM auth.sign_in_lockouts WHERE key = $1`, [keyFor(email)]);
  }
}

function keyFor(email: string): string {
  return sha256(`password-grant|${email}`);
}
