import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthError } from '../errors/auth-error';
import { bearerToken, SessionResolver } from './session-resolver';

/** /auth/v1: requires a valid access token whose user and session still exist; refusals in GoTrue's format. */
@Injectable()
export class AuthSessionGuard implements CanActivate {
  constructor(private readonly resolver: SessionResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const resolved = await this.resolver.resolve(token);
    if (!resolved.signedIn) throw new AuthError(403, resolved.refusal, resolved.message);
    req.authContext = { user: resolved.user, session: resolved.session, claims: resolved.claims };
    return true;
  }
}
