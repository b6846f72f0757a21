import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { decodeJwt } from '../crypto/es256-jwt';
import { SigningKeysService } from '../keys/signing-keys.service';
import { SessionsService } from '../sessions/sessions.service';
import { AccessTokenService, AUDIENCE, type AccessTokenClaims } from '../sessions/access-token.service';
import { UsersService } from '../users/users.service';
import type { AuthenticatedUser } from './authenticated-user';

/**
 * Passport's JWT strategy for the rest of the API: ES256 access tokens from /auth/v1, the key chosen by kid
 * from our key set. A token whose session has ended (signed out, refresh-token reuse) is refused at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    keys: SigningKeysService,
    accessTokens: AccessTokenService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: ['ES256'],
      issuer: accessTokens.issuer,
      audience: AUDIENCE,
      secretOrKeyProvider: (_req: unknown, rawJwt: string, done: (err: unknown, key?: string) => void) => {
        let kid: string | undefined;
        try {
          kid = decodeJwt(rawJwt).header.kid;
        } catch {
          return done(new Error('malformed token'));
        }
        if (!kid) return done(new Error('token has no kid'));
        keys.publicKey(kid).then(
          (key) => (key ? done(null, key.export({ type: 'spki', format: 'pem' }).toString()) : done(new Error('unknown kid'))),
          (error: unknown) => done(error),
        );
      },
    });
  }

  /** Returning false makes Passport answer 401. */
  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser | false> {
    const [user, session] = await Promise.all([this.users.findById(claims.sub), this.sessions.find(claims.session_id)]);
    if (!user || !session || session.userId !== user.id) return false;
    return { id: user.id, email: user.email, roles: user.appMetadata.roles ?? [], aal: session.aal, sessionId: session.id };
  }
}
