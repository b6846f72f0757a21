import { All } from '@nestjs/common';
import { AuthError } from '../errors/auth-error';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';

/**
 * Endpoints of the reference that this server does not offer, answered with the reference's errors for a
 * disabled feature. Registered last: its final handler answers every other /auth/v1 path with 404.
 */
@AuthV1Controller()
export class DisabledFeaturesController {
  @All(['authorize', 'callback'])
  oauthProviders(): never {
    throw new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled');
  }

  @All(['sso', 'sso/{*rest}', 'saml/{*rest}'])
  sso(): never {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  }

  @All(['user/identities', 'user/identities/{*rest}'])
  identities(): never {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }

  @All(['oauth/{*rest}', 'user/oauth/{*rest}', '.well-known/oauth-authorization-server', '.well-known/openid-configuration'])
  oauthServer(): never {
    throw new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
  }

  @All(['passkeys', 'passkeys/{*rest}'])
  passkeys(): never {
    throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
  }

  @All(['admin/{*rest}', 'invite'])
  admin(): never {
    throw new AuthError(404, 'feature_disabled', 'The admin API is not offered; staff work through /api');
  }

  @All('{*path}')
  unknown(): never {
    throw new AuthError(404, 'not_found', 'Not found');
  }
}
