import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityFromJson } from '../../../platform/database/entity-from-json';
import { preparedQuery } from '../../../platform/database/prepared-query';
import type { Tx } from '../../../platform/database/transactions';
import { MfaFactorEntity } from '../users/mfa-factor.entity';
import { UserEntity } from '../users/user.entity';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity, type Aal, type AmrEntry } from './session.entity';

export interface RotatedSession {
  session: SessionEntity;
  user: UserEntity | null;
  factors: MfaFactorEntity[];
}

/** The only file that knows auth.sessions and auth.refresh_tokens. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insertSession(tx: Tx, userId: string, aal: Aal, amr: AmrEntry[]): Promise<string> {
    const [row] = (await tx.query(`INSERT INTO auth.sessions (user_id, aal, amr) VALUES ($1, $2, $3) RETURNING id`, [userId, aal, JSON.stringify(amr)])) as {
      id: string;
    }[];
    return row!.id;
  }

  findSession(tx: Tx, id: string): Promise<SessionEntity | null> {
    return tx.getRepository(SessionEntity).findOneBy({ id });
  }

  /**
   * The user of an access token and, when it still exists and is theirs, its session, in one prepared statement: the
   * check every signed-in request makes (SessionResolver). No row: the user is gone; a null session: signed out.
   */
  async findUserAndSession(userId: string, sessionId: string): Promise<{ user: UserEntity; session: SessionEntity | null } | undefined> {
    const [row] = await preparedQuery<{ user: Record<string, unknown>; session: Record<string, unknown> | null }>(
      this.dataSource,
      'auth-user-and-session',
      `SELECT to_jsonb(u) AS user, (SELECT to_jsonb(s) FROM auth.sessions s WHERE s.id = $2 AND s.user_id = u.id) AS session
       FROM auth.users u WHERE u.id = $1`,
      [userId, sessionId],
    );
    if (!row) return undefined;
    return {
      user: entityFromJson(this.dataSource, UserEntity, row.user),
      session: row.session ? entityFromJson(this.dataSource, SessionEntity, row.session) : null,
    };
  }

  lockSession(tx: Tx, id: string): Promise<SessionEntity | null> {
    return tx.getRepository(SessionEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Marks the session used now (a refresh). */
  async touchSession(tx: Tx, id: string): Promise<void> {
    await tx.query(`UPDATE auth.sessions SET refreshed_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  async upgradeToAal2(tx: Tx, id: string, amr: AmrEntry[], factorId: string): Promise<void> {
    await tx.query(`UPDATE auth.sessions SET aal = 'aal2', amr = $2, factor_id = $3, updated_at = now() WHERE id = $1`, [id, JSON.stringify(amr), factorId]);
  }

  /** Sessions that were AAL2 through this factor drop back to AAL1. */
  async downgradeSessionsOfFactor(tx: Tx, factorId: string): Promise<void> {
    await tx.query(`UPDATE auth.sessions SET aal = 'aal1', updated_at = now() WHERE factor_id = $1`, [factorId]);
  }

  async deleteSession(tx: Tx, id: string): Promise<void> {
    await tx.query(`DELETE FROM auth.sessions WHERE id = $1`, [id]);
  }

  async deleteSessionsOfUser(tx: Tx, userId: string): Promise<void> {
    await tx.query(`DELETE FROM auth.sessions WHERE user_id = $1`, [userId]);
  }

  async deleteOtherSessions(tx: Tx, userId: string, keepSessionId: string): Promise<void> {
    await tx.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2`, [userId, keepSessionId]);
  }

  async deleteAal1SessionsOfUser(tx: Tx, userId: string): Promise<void> {
    await tx.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND aal = 'aal1'`, [userId]);
  }

  async insertRefreshToken(tx: Tx, tokenHash: string, sessionId: string, parentId: string | null): Promise<void> {
    await tx.query(`INSERT INTO auth.refresh_tokens (token_hash, session_id, parent_id) VALUES ($1, $2, $3)`, [tokenHash, sessionId, parentId]);
  }

  findRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshTokenEntity | null> {
    return tx.getRepository(RefreshTokenEntity).findOneBy({ tokenHash });
  }

  /** Whether the token is revoked, and if so whether within the last `reuseIntervalSeconds`. */
  async refreshTokenState(tx: Tx, id: string, reuseIntervalSeconds: number): Promise<{ revoked: boolean; recent: boolean | null } | undefined> {
    const [state] = (await tx.query(
      `SELECT revoked_at IS NOT NULL AS revoked, revoked_at > now() - make_interval(secs => $2) AS recent FROM auth.refresh_tokens WHERE id = $1`,
      [id, reuseIntervalSeconds],
    )) as { revoked: boolean; recent: boolean | null }[];
    return state;
  }

  async revokeRefreshToken(tx: Tx, id: string): Promise<void> {
    await tx.query(`UPDATE auth.refresh_tokens SET revoked_at = now() WHERE id = $1`, [id]);
  }

  async revokeRefreshTokensOfSession(tx: Tx, sessionId: string): Promise<void> {
    await tx.query(`UPDATE auth.refresh_tokens SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL`, [sessionId]);
  }

  /** The token issued after `parentId` in the session's chain with this hash, if any. */
  async childRefreshToken(tx: Tx, sessionId: string, parentId: string, tokenHash: string): Promise<{ id: string; revoked: boolean } | undefined> {
    const [child] = (await tx.query(
      `SELECT id, revoked_at IS NOT NULL AS revoked FROM auth.refresh_tokens WHERE session_id = $1 AND parent_id = $2 AND token_hash = $3`,
      [sessionId, parentId, tokenHash],
    )) as { id: string; revoked: boolean }[];
    return child;
  }

  /**
   * The common refresh, in one prepared statement (no BEGIN/COMMIT round trips): claim the live token (only one of
   * two concurrent claims can match `revoked_at IS NULL`), update its session (which waits on the session row's lock,
   * like the locking path), insert the successor, and read back the user and their factors for the answer. One round
   * trip instead of four: the profile of 32 parallel refreshes showed the socket writes and TypeORM's query building
   * of the separate reads as the largest costs. Undefined when the token is not live.
   */
  async claimRefreshToken(tokenHash: string, successorHash: string): Promise<RotatedSession | undefined> {
    const [row] = await preparedQuery<{ session: Record<string, unknown>; user: Record<string, unknown> | null; factors: Record<string, unknown>[] }>(
      this.dataSource,
      'auth-refresh-rotate',
      `WITH claimed AS (
         UPDATE auth.refresh_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, session_id
       ), touched AS (
         UPDATE auth.sessions s SET refreshed_at = now(), updated_at = now() FROM claimed WHERE s.id = claimed.session_id RETURNING s.*
       ), successor AS (
         INSERT INTO auth.refresh_tokens (token_hash, session_id, parent_id) SELECT $2, claimed.session_id, claimed.id FROM claimed JOIN touched ON touched.id = claimed.session_id
       )
       SELECT to_jsonb(touched) AS session, to_jsonb(u) AS user,
              (SELECT coalesce(jsonb_agg(f ORDER BY f.created_at), '[]') FROM auth.mfa_factors f WHERE f.user_id = u.id) AS factors
       FROM touched LEFT JOIN auth.users u ON u.id = touched.user_id`,
      [tokenHash, successorHash],
    );
    if (!row) return undefined;
    return {
      session: entityFromJson(this.dataSource, SessionEntity, row.session),
      user: row.user ? entityFromJson(this.dataSource, UserEntity, row.user) : null,
      factors: row.factors.map((factor) => entityFromJson(this.dataSource, MfaFactorEntity, factor)),
    };
  }
}
