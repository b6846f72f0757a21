import { Injectable } from '@nestjs/common';
import type { TokenBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { RefreshGrantService } from '../sessions/refresh-grant.service';
import type { TokenResponse } from '../sessions/token-response';
import { PasswordGrantService } from './password-grant.service';
import { PkceGrantService } from './pkce-grant.service';

/** POST /token: picks the grant. id_token and web3 answer the reference's errors for disabled providers. */
@Injectable()
export class TokenGrantsService {
  constructor(
    private readonly password: PasswordGrantService,
    private readonly refresh: RefreshGrantService,
    private readonly pkce: PkceGrantService,
  ) {}

  grant(grantType: string | undefined, body: TokenBody): Promise<TokenResponse> {
    switch (grantType) {
      case 'password':
        return this.password.grant(body);
      case 'refresh_token':
        return this.refresh.refresh(body.refresh_token ?? undefined);
      case 'pkce':
        return this.pkce.grant(body);
      case 'id_token':
        throw new AuthError(400, 'provider_disabled', 'Sign-in with an ID token is not enabled on this server');
      case 'web3':
        throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
      default:
        throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
  }
}
