import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { isDatabaseUnavailable } from '../../../platform/database/database-unavailable';
import { ApiError } from '../../../platform/http/api-error';
import type { AuthenticatedUser } from './authenticated-user';

/** Requires `Authorization: Bearer <access token>`; answers 401 in the /api error format. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  /**
   * `error` only comes from JwtStrategy.validate failing to look the user up, so it is rethrown (503 while the
   * database is down) rather than answered as 401. `info` explains a refusal, or holds a key-lookup failure.
   */
  override handleRequest<T = AuthenticatedUser>(error: unknown, user: T | false, info?: unknown): T {
    if (error) throw error;
    if (isDatabaseUnavailable(info)) throw info;
    if (!user) throw new ApiError(401, 'unauthorized', 'Sign in first: a valid access token is required');
    return user;
  }
}
