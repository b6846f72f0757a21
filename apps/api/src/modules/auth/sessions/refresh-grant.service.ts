import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { Transactions, type Tx } from '../../../platform/database/transactions';
import { SecretBox } from '../../../platform/security/secret-box';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';
import { UsersService } from '../users/users.service';
import type { RefreshTokenEntity } from './refresh-token.entity';
import { SessionsRepository } from './sessions.repository';
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
    private readonly transactions: Transactions,
    private readonly repository: SessionsRepository,
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
   * The common case, a live token, in one prepared statement (see SessionsRepository.claimRefreshToken). Undefined
   * when the token is not live: the locking path decides.
   */
  private async rotateLiveToken(refreshToken: string): Promise<TokenResponse | undefined> {
    const next = successorToken(this.box, refreshToken);
    const rotated = await this.repository.claimRefreshToken(sha256(refreshToken), sha256(next));
    if (!rotated) return undefined;
    if (!rotated.user) throw notFound();
    return this.sessions.respond(this.transactions.none, rotated.user, rotated.session, next, rotated.factors);
  }

  /** A revoked or unknown token: reuse inside the interval, theft after it, or nothing; under the session's lock. */
  private async refreshRevokedOrUnknown(refreshToken: string): Promise<TokenResponse> {
    const hash = sha256(refreshToken);
    const outcome = await this.transactions.run(async (manager) => {
      const found = await this.repository.findRefreshToken(manager, hash);
      if (!found) throw notFound();
      const session = await this.sessions.lock(manager, found.sessionId);
      if (!session) throw notFound();
      const state = await this.repository.refreshTokenState(manager, found.id, this.config.auth.refreshTokenReuseIntervalSeconds);
      if (!state) throw notFound();
      if (state.revoked && !state.recent) {
        await this.repository.deleteSession(manager, session.id);
        return { reused: session.id } as const;
      }
      let next: string | undefined;
      if (state.revoked) {
        next = await this.liveDescendant(manager, found, refreshToken);
        if (!next) return { unmatched: session.id } as const;
      } else {
        await this.repository.revokeRefreshToken(manager, found.id);
        next = await this.sessions.issueRefreshToken(manager, session.id, found.id, successorToken(this.box, refreshToken));
      }
      await this.repository.touchSession(manager, session.id);
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
  private async liveDescendant(manager: Tx, revoked: RefreshTokenEntity, token: string): Promise<string | undefined> {
    let parent = { id: revoked.id, token };
    for (let step = 0; step < MAX_CHAIN_WALK; step++) {
      const candidate = successorToken(this.box, parent.token);
      const child = await this.repository.childRefreshToken(manager, revoked.sessionId, parent.id, sha256(candidate));
      if (!child) return undefined;
      if (!child.revoked) return candidate;
      parent = { id: child.id, token: candidate };
    }
    return undefined;
  }
}
