import { Injectable } from '@nestjs/common';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import { ApiError } from '../../../platform/http/api-error';
import { ACCESS_TOKEN_STRATEGY } from './access-token.strategy';
import type { AuthenticatedUser } from './authenticated-user';

/**
 * /api: requires `Authorization: Bearer <access token>` of a live session and sets `req.authenticatedUser` for
 * CurrentUser; a refusal answers 401 in the /api error format, lookup errors propagate (503).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(ACCESS_TOKEN_STRATEGY) {
  override getAuthenticateOptions(): IAuthModuleOptions {
    return { session: false, property: 'authenticatedUser' };
  }

  override handleRequest<T = AuthenticatedUser>(error: unknown, user: T | false): T {
    if (error) throw error;
    if (!user) throw new ApiError(401, 'unauthorized', 'Sign in first: a valid access token is required');
    return user;
  }
}
