import type { KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { JwtError, signEs256, verifyEs256 } from '../crypto/es256-jwt';
import { AuthError } from '../errors/auth-error';
import { SigningKeysService } from '../keys/signing-keys.service';
import type { Aal, AmrEntry, SessionEntity } from './session.entity';
import type { AppMetadata, UserEntity } from '../users/user.entity';
import { metadataForToken } from '../users/user-metadata';

export const AUDIENCE = 'authenticated';

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: AppMetadata;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: Aal;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: number;
}

/** Access tokens: ES256 JWTs with a kid, carrying the claims Supabase clients expect. */
@Injectable()
export class AccessTokenService {
  readonly issuer: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keys: SigningKeysService,
  ) {
    this.issuer = `${config.publicUrl}/auth/v1`;
  }

  /** `now` (seconds) lets tests mint tokens that are already expired. */
  async issue(user: UserEntity, session: SessionEntity, now = Math.floor(Date.now() / 1000)): Promise<IssuedAccessToken> {
    const expiresIn = this.config.auth.jwtExpirySeconds;
    const claims: AccessTokenClaims = {
      iss: this.issuer,
      sub: user.id,
      aud: AUDIENCE,
      exp: now + expiresIn,
      iat: now,
      email: user.email,
      phone: '',
      app_metadata: user.appMetadata,
      user_metadata: metadataForToken(user.userMetadata),
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    };
    const { kid, key } = await this.keys.signingKey();
    return { accessToken: signEs256(claims as unknown as Record<string, unknown>, key, kid), expiresIn, expiresAt: claims.exp };
  }

  /** Throws AuthError 403 bad_jwt, with the reason, for anything but a valid token of ours. */
  async verify(token: string): Promise<AccessTokenClaims> {
    const hit = this.verified.get(token);
    if (hit) {
      // The signature is checked once per token; expiry and the key (a retired key leaves the set) on every use.
      if (hit.claims.exp > Math.floor(Date.now() / 1000) && (await this.keys.publicKey(hit.kid)) === hit.key) return { ...hit.claims };
      this.verified.delete(token);
    }
    let used: { kid: string; key: KeyObject | undefined } | undefined;
    try {
      const payload = await verifyEs256(token, {
        keyFor: async (kid) => {
          used = { kid, key: await this.keys.publicKey(kid) };
          return used.key;
        },
        issuer: this.issuer,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload['session_id'] !== 'string')
        throw new JwtError('token has invalid claims: missing sub or session_id');
      const claims = payload as unknown as AccessTokenClaims;
      this.remember(token, { claims: { ...claims }, kid: used!.kid, key: used!.key! });
      return claims;
    } catch (error) {
      if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${error.message}`);
      throw error;
    }
  }

  /**
   * Tokens whose signature verified, so a client's next requests skip the ECDSA check (the largest CPU cost of a
   * signed-in read after the socket writes). Only the signature is remembered: whether the user and the session
   * still exist is read on every request (SessionResolver), so signing out still takes effect at once.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  private remember(token: string, entry: VerifiedToken): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, entry);
  }
}

interface VerifiedToken {
  claims: AccessTokenClaims;
  kid: string;
  key: KeyObject;
}

/** About 1 kB each: a few MB at most, the tokens of the clients active within the last minutes. */
const VERIFIED_TOKENS_KEPT = 4096;
