import { Injectable } from '@nestjs/common';
import { AuthError } from '../errors/auth-error';
import type { UserEntity } from '../users/user.entity';
import { AccessTokenService, type AccessTokenClaims } from './access-token.service';
import type { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The access token from an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization ?? '')?.[1];
}

export type SessionRefusal = 'bad_jwt' | 'user_not_found' | 'session_not_found';

export type ResolvedSession =
  { signedIn: true; user: UserEntity; session: SessionEntity; claims: AccessTokenClaims } | { signedIn: false; refusal: SessionRefusal; message: string };

/**
 * The one check of an access token, for /auth/v1 (AuthSessionGuard) and /api (JwtAuthGuard): signature, claims,
 * then the user and the session must still exist, so signing out takes effect at once. A refusal is definite;
 * lookup errors (a database that is down) propagate, so the filters answer 503 rather than "signed out".
 */
@Injectable()
export class SessionResolver {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly sessions: SessionsService,
  ) {}

  async resolve(token: string): Promise<ResolvedSession> {
    let claims: AccessTokenClaims;
    try {
      claims = await this.accessTokens.verify(token);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'bad_jwt') return { signedIn: false, refusal: 'bad_jwt', message: error.message };
      throw error;
    }
    // One statement for both rows (every signed-in request pays it); nothing cached, so a sign-out or revocation in
    // any process takes effect on the next request.
    const found = await this.sessions.findUserAndSession(claims.sub, claims.session_id);
    if (!found) return { signedIn: false, refusal: 'user_not_found', message: 'User from sub claim in JWT does not exist' };
    const { user, session } = found;
    if (!session) return { signedIn: false, refusal: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' };
    return { signedIn: true, user, session, claims };
  }
}
