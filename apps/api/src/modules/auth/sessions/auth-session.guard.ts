import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthError } from '../errors/auth-error';
import { SessionsService } from './sessions.service';
import { AccessTokenService } from './access-token.service';
import { UsersService } from '../users/users.service';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Requires a valid access token whose user and session still exist (so signing out takes effect at once). */
@Injectable()
export class AuthSessionGuard implements CanActivate {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = await this.accessTokens.verify(token);
    // Lookup errors propagate: a database that is down answers 503 (see the filter), never "no such user".
    const user = await this.users.findById(claims.sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const session = await this.sessions.find(claims.session_id);
    if (!session || session.userId !== user.id) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    req.authContext = { user, session, claims };
    return true;
  }
}
