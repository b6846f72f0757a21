import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import { bearerToken, SessionResolver } from '../sessions/session-resolver';
import type { AuthenticatedUser } from './authenticated-user';

type Done = (error: unknown, user?: AuthenticatedUser | false) => void;
type Verify = (req: Request, done: Done) => void;

/** A Passport strategy that hands the whole request to one verify function (the Nest mixin passes `validate`). */
class BearerSessionStrategy extends Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(req: Request): void {
    this.verify(req, (error, user) => {
      // Handed on unchanged: the exception filters read the driver's own fields to answer 503 for a database
      // that is down (some of its errors are not `instanceof Error` here, so no wrapping).
      if (error) return this.error(error as Error);
      return user ? this.success(user) : this.fail(401);
    });
  }
}

export const ACCESS_TOKEN_STRATEGY = 'access-token';

/**
 * Passport's strategy for /api: the access token of a live session, checked by SessionResolver, the same check
 * /auth/v1 uses. A refusal fails (401); lookup errors are errors, so a database that is down answers 503.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(BearerSessionStrategy, ACCESS_TOKEN_STRATEGY) {
  constructor(private readonly resolver: SessionResolver) {
    super();
  }

  async validate(req: Request): Promise<AuthenticatedUser | false> {
    const token = bearerToken(req.headers.authorization);
    const resolved = token ? await this.resolver.resolve(token) : undefined;
    if (!resolved?.signedIn) return false;
    const { user, session } = resolved;
    return {
      id: user.id,
      email: user.email,
      roles: user.appMetadata.roles ?? [],
      aal: session.aal,
      sessionId: session.id,
      amr: session.amr.map((entry) => entry.method),
    };
  }
}
