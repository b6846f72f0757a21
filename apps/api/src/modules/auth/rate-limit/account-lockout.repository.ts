import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Tx } from '../../../platform/database/transactions';

/** Failures older than this (with no lock running) are forgotten. */
const FORGET_AFTER = '1 day';

export interface LockoutState {
  failures: number;
  lockouts: number;
  /** Seconds left of a running lock, else null or not above 0. */
  lockedFor: number | null;
  /** No lock running and no attempt for a day: the counts start afresh. */
  stale: boolean;
}

/** auth.sign_in_lockouts: one row per hashed email address. */
@Injectable()
export class AccountLockoutRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The address's row, created if new and locked for the rest of the transaction (DO UPDATE takes the lock and returns the row in one round trip). */
  async lockState(tx: Tx, key: string): Promise<LockoutState> {
    const [row] = (await tx.query(
      `INSERT INTO auth.sign_in_lockouts AS l (key) VALUES ($1)
       ON CONFLICT (key) DO UPDATE SET key = l.key
       RETURNING failures, lockouts, ceil(extract(epoch FROM locked_until - now()))::int AS locked_for,
                 (locked_until IS NULL OR locked_until <= now()) AND updated_at < now() - interval '${FORGET_AFTER}' AS stale`,
      [key],
    )) as { failures: number; lockouts: number; locked_for: number | null; stale: boolean }[];
    return { failures: row!.failures, lockouts: row!.lockouts, lockedFor: row!.locked_for, stale: row!.stale };
  }

  async saveCounts(tx: Tx, key: string, failures: number, lockouts: number, lockSeconds: number): Promise<void> {
    await tx.query(
      `UPDATE auth.sign_in_lockouts SET failures = $2, lockouts = $3,
         locked_until = CASE WHEN $4::int > 0 THEN now() + make_interval(secs => $4::int) END, updated_at = now()
       WHERE key = $1`,
      [key, failures, lockouts, lockSeconds],
    );
  }

  async forget(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.sign_in_lockouts WHERE key = $1`, [key]);
  }
}
