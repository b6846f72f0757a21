import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../../platform/http/api-error';
import { bearerToken, SessionResolver } from '../sessions/session-resolver';

/**
 * /api: requires `Authorization: Bearer <access token>` of a live session (the same check as /auth/v1) and sets
 * the caller for CurrentUser; a refusal answers 401 in the /api error format, lookup errors propagate (503).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly resolver: SessionResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const token = bearerToken(req.headers.authorization);
    const resolved = token ? await this.resolver.resolve(token) : undefined;
    if (!resolved?.signedIn) throw new ApiError(401, 'unauthorized', 'Sign in first: a valid access token is required');
    const { user, session } = resolved;
    req.authenticatedUser = { id: user.id, email: user.email, roles: user.appMetadata.roles ?? [], aal: session.aal, sessionId: session.id };
    return true;
  }
}
