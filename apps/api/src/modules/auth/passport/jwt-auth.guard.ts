import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError } from '../../../platform/http/api-error';
import type { AuthenticatedUser } from './authenticated-user';

/** Requires `Authorization: Bearer <access token>`; answers 401 in the /api error format. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthenticatedUser>(error: unknown, user: T | false): T {
    if (error || !user) throw new ApiError(401, 'unauthorized', 'Sign in first: a valid access token is required');
    return user;
  }
}
