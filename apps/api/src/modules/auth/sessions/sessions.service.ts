import { Injectable } from '@nestjs/common';
import { Transactions, type Tx } from '../../../platform/database/transactions';
import { randomToken, sha256 } from '../crypto/tokens';
import { AccessTokenService } from './access-token.service';
import type { MfaFactorEntity } from '../users/mfa-factor.entity';
import type { UserEntity } from '../users/user.entity';
import { toUserJson } from '../users/user-json';
import { UsersService } from '../users/users.service';
import type { SessionEntity, Aal, AmrEntry } from './session.entity';
import { SessionsRepository } from './sessions.repository';
import type { TokenResponse } from './token-response';

export type LogoutScope = 'global' | 'local' | 'others';

@Injectable()
export class SessionsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: SessionsRepository,
    private readonly accessTokens: AccessTokenService,
    private readonly users: UsersService,
  ) {}

  /** A new session (AAL1) for a user who just proved who they are with `method` (password, otp, recovery...). */
  async signIn(manager: Tx, user: UserEntity, method: string): Promise<TokenResponse> {
    const session = await this.create(manager, user.id, [{ method, timestamp: Math.floor(Date.now() / 1000) }]);
    await this.users.update(manager, user.id, { lastSignInAt: () => 'now()' });
    const fresh = (await this.users.findById(user.id, manager))!;
    return this.respond(manager, fresh, session, await this.issueRefreshToken(manager, session.id, null));
  }

  async create(manager: Tx, userId: string, amr: AmrEntry[], aal: Aal = 'aal1'): Promise<SessionEntity> {
    const id = await this.repository.insertSession(manager, userId, aal, amr);
    return (await this.find(id, manager))!;
  }

  find(id: string, manager: Tx = this.transactions.none): Promise<SessionEntity | null> {
    return this.repository.findSession(manager, id);
  }

  /** The token's user and its session (null when signed out or not theirs), in one round trip; undefined: no such user. */
  findUserAndSession(userId: string, sessionId: string): Promise<{ user: UserEntity; session: SessionEntity | null } | undefined> {
    return this.repository.findUserAndSession(userId, sessionId);
  }

  lock(manager: Tx, id: string): Promise<SessionEntity | null> {
    return this.repository.lockSession(manager, id);
  }

  /** A new refresh token in the session's chain (random unless given); only its hash is stored. */
  async issueRefreshToken(manager: Tx, sessionId: string, parentId: string | null, token = randomToken()): Promise<string> {
    await this.repository.insertRefreshToken(manager, sha256(token), sessionId, parentId);
    return token;
  }

  /** `factors`: the user's factors when the caller already read them (in parallel with other reads). */
  async respond(manager: Tx, user: UserEntity, session: SessionEntity, refreshToken: string, factors?: MfaFactorEntity[]): Promise<TokenResponse> {
    const { accessToken, expiresIn, expiresAt } = await this.accessTokens.issue(user, session);
    const userJson = factors ? toUserJson(user, factors) : await this.users.toJson(user, manager);
    return { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, expires_at: expiresAt, refresh_token: refreshToken, user: userJson };
  }

  /** global: every session of the user; local: this one; others: all but this one. Refresh tokens go with them. */
  async logout(userId: string, sessionId: string, scope: LogoutScope): Promise<void> {
    const tx = this.transactions.none;
    if (scope === 'local') await this.repository.deleteSession(tx, sessionId);
    else if (scope === 'others') await this.repository.deleteOtherSessions(tx, userId, sessionId);
    else await this.repository.deleteSessionsOfUser(tx, userId);
  }

  /** After a password change: the person stays signed in here and nowhere else. */
  async endOtherSessions(manager: Tx, userId: string, keepSessionId: string): Promise<void> {
    await this.repository.deleteOtherSessions(manager, userId, keepSessionId);
  }
}
