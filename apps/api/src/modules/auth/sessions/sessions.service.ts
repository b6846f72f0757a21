import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { randomToken, sha256 } from '../crypto/tokens';
import { AccessTokenService } from './access-token.service';
import type { MfaFactorEntity } from '../users/mfa-factor.entity';
import type { UserEntity } from '../users/user.entity';
import { toUserJson } from '../users/user-json';
import { UsersService } from '../users/users.service';
import { SessionEntity, type Aal, type AmrEntry } from './session.entity';
import type { TokenResponse } from './token-response';

export type LogoutScope = 'global' | 'local' | 'others';

@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accessTokens: AccessTokenService,
    private readonly users: UsersService,
  ) {}

  /** A new session (AAL1) for a user who just proved who they are with `method` (password, otp, recovery...). */
  async signIn(manager: EntityManager, user: UserEntity, method: string): Promise<TokenResponse> {
    const session = await this.create(manager, user.id, [{ method, timestamp: Math.floor(Date.now() / 1000) }]);
    await this.users.update(manager, user.id, { lastSignInAt: () => 'now()' });
    const fresh = (await this.users.findById(user.id, manager))!;
    return this.respond(manager, fresh, session, await this.issueRefreshToken(manager, session.id, null));
  }

  async create(manager: EntityManager, userId: string, amr: AmrEntry[], aal: Aal = 'aal1'): Promise<SessionEntity> {
    const [row] = (await manager.query(`INSERT INTO auth.sessions (user_id, aal, amr) VALUES ($1, $2, $3) RETURNING id`, [userId, aal, JSON.stringify(amr)])) as { id: string }[];
    return (await this.find(row!.id, manager))!;
  }

  find(id: string, manager: EntityManager = this.dataSource.manager): Promise<SessionEntity | null> {
    return manager.getRepository(SessionEntity).findOneBy({ id });
  }

  lock(manager: EntityManager, id: string): Promise<SessionEntity | null> {
    return manager.getRepository(SessionEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A new refresh token in the session's chain (random unless given); only its hash is stored. */
  async issueRefreshToken(manager: EntityManager, sessionId: string, parentId: string | null, token = randomToken()): Promise<string> {
    await manager.query(`INSERT INTO auth.refresh_tokens (token_hash, session_id, parent_id) VALUES ($1, $2, $3)`, [sha256(token), sessionId, parentId]);
    return token;
  }

  /** `factors`: the user's factors when the caller already read them (in parallel with other reads). */
  async respond(manager: EntityManager, user: UserEntity, session: SessionEntity, refreshToken: string, factors?: MfaFactorEntity[]): Promise<TokenResponse> {
    const { accessToken, expiresIn, expiresAt } = await this.accessTokens.issue(user, session);
    const userJson = factors ? toUserJson(user, factors) : await this.users.toJson(user, manager);
    return { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, expires_at: expiresAt, refresh_token: refreshToken, user: userJson };
  }

  /** global: every session of the user; local: this one; others: all but this one. Refresh tokens go with them. */
  async logout(userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
    if (scope === 'local') await this.dataSource.query(`DELETE FROM auth.sessions WHERE id = $1`, [sessionId]);
    else if (scope === 'others') await this.dataSource.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2`, [userId, sessionId]);
    else await this.dataSource.query(`DELETE FROM auth.sessions WHERE user_id = $1`, [userId]);
  }

  /** After a password change: the person stays signed in here and nowhere else. */
  async endOtherSessions(manager: EntityManager, userId: string, keepSessionId: string): Promise<void> {
    await manager.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2`, [userId, keepSessionId]);
  }
}
