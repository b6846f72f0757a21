import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { entityFromJson } from '../../../platform/database/entity-from-json';
import { preparedQuery } from '../../../platform/database/prepared-query';
import { SecretBox } from '../../../platform/security/secret-box';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';
import { MfaFactorEntity } from '../users/mfa-factor.entity';
import { UserEntity } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';
import { successorToken } from './successor-token';
import type { TokenResponse } from './token-response';

const notFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/** More rotations than this inside one reuse interval is not a browser refreshing. */
const MAX_CHAIN_WALK = 32;

/**
 * grant_type=refresh_token with rotation and reuse detection. Each use of the session's current token
 * revokes it and issues its successor. A revoked token used again within the reuse interval (two tabs
 * refreshing at once, or a response lost on the way) gets the session's current token back, as GoTrue does,
 * so one session always has one live line of tokens; used after the interval it is treated as stolen: the
 * whole session ends and the answer is refresh_token_already_used.
 * The session row is locked, so concurrent refreshes of one session are serialised across processes.
 */
@Injectable()
export class RefreshGrantService {
  private readonly log = new Logger('Auth');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly box: SecretBox,
  ) {}

  async refresh(refreshToken: string | undefined): Promise<TokenResponse> {
    if (!refreshToken || refreshToken.length < 12) throw AuthError.validation('Refresh token is not valid');
    return (await this.rotateLiveToken(refreshToken)) ?? this.refreshRevokedOrUnknown(refreshToken);
  }

  /**
   * The common case, a live token, in one statement (no BEGIN/COMMIT round trips): claim the token (only one of two
   * concurrent claims can match `revoked_at IS NULL`), update its session (which waits on the session row's lock,
   * like the locking path), insert the successor, and read back the user and their factors for the answer. One round
   * trip instead of four: the profile of 32 parallel refreshes showed the socket writes and TypeORM's query building
   * of the separate reads as the largest costs. Undefined when the token is not live: the locking path decides.
   */
  private async rotateLiveToken(refreshToken: string): Promise<TokenResponse | undefined> {
    const next = successorToken(this.box, refreshToken);
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
      [sha256(refreshToken), sha256(next)],
    );
    if (!row) return undefined;
    if (!row.user) throw notFound();
    const user = entityFromJson(this.dataSource, UserEntity, row.user);
    const session = entityFromJson(this.dataSource, SessionEntity, row.session);
    const factors = row.factors.map((factor) => entityFromJson(this.dataSource, MfaFactorEntity, factor));
    return this.sessions.respond(this.dataSource.manager, user, session, next, factors);
  }

  /** A revoked or unknown token: reuse inside the interval, theft after it, or nothing; under the session's lock. */
  private async refreshRevokedOrUnknown(refreshToken: string): Promise<TokenResponse> {
    const hash = sha256(refreshToken);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const tokens = manager.getRepository(RefreshTokenEntity);
      const found = await tokens.findOneBy({ tokenHash: hash });
      if (!found) throw notFound();
      const session = await this.sessions.lock(manager, found.sessionId);
      if (!session) throw notFound();
      const [state] = (await manager.query(`SELECT revoked_at IS NOT NULL AS revoked, revoked_at > now() - make_interval(secs => $2) AS recent FROM auth.refresh_tokens WHERE id = $1`, [
        found.id,
        this.config.auth.refreshTokenReuseIntervalSeconds,
      ])) as { revoked: boolean; recent: boolean | null }[];
      if (!state) throw notFound();
      if (state.revoked && !state.recent) {
        await manager.query(`DELETE FROM auth.sessions WHERE id = $1`, [session.id]);
        return { reused: session.id } as const;
      }
      let next: string | undefined;
      if (state.revoked) {
        next = await this.liveDescendant(manager, found, refreshToken);
        if (!next) return { unmatched: session.id } as const;
      } else {
        await manager.query(`UPDATE auth.refresh_tokens SET revoked_at = now() WHERE id = $1`, [found.id]);
        next = await this.sessions.issueRefreshToken(manager, session.id, found.id, successorToken(this.box, refreshToken));
      }
      await manager.query(`UPDATE auth.sessions SET refreshed_at = now(), updated_at = now() WHERE id = $1`, [session.id]);
      const user = await this.users.findById(session.userId, manager);
      if (!user) throw notFound();
      return { response: await this.sessions.respond(manager, user, session, next) } as const;
    });
    if ('reused' in outcome) {
      this.log.warn({ msg: 'revoked refresh token reused after the reuse interval: session ended', sessionId: outcome.reused });
      throw alreadyUsed();
    }
    if ('unmatched' in outcome) {
      // The chain was restarted (e.g. a second factor verified) or APP_SECRET changed: nothing to hand back.
      this.log.warn({ msg: 'revoked refresh token reused within the reuse interval has no live successor: refused', sessionId: outcome.unmatched });
      throw alreadyUsed();
    }
    return outcome.response;
  }

  /** Follows the successors of a revoked token to the one still live, recomputing each from its parent. */
  private async liveDescendant(manager: EntityManager, revoked: RefreshTokenEntity, token: string): Promise<string | undefined> {
    let parent = { id: revoked.id, token };
    for (let step = 0; step < MAX_CHAIN_WALK; step++) {
      const candidate = successorToken(this.box, parent.token);
      const [child] = (await manager.query(`SELECT id, revoked_at IS NOT NULL AS revoked FROM auth.refresh_tokens WHERE session_id = $1 AND parent_id = $2 AND token_hash = $3`, [
        revoked.sessionId,
        parent.id,
        sha256(candidate),
      ])) as { id: string; revoked: boolean }[];
      if (!child) return undefined;
      if (!child.revoked) return candidate;
      parent = { id: child.id, token: candidate };
    }
    return undefined;
  }
}
