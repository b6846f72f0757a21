import { Get, Inject } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';

const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'linkedin_oidc',
  'notion',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
];

@AuthV1Controller()
export class SettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The reference's public settings: email sign-in only; confirmation per AUTH_EMAIL_CONFIRMATION_REQUIRED. */
  @Get('settings')
  settings() {
    return {
      external: { anonymous_users: false, email: true, phone: false, ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, false])) },
      disable_signup: this.config.auth.disableSignup,
      mailer_autoconfirm: !this.config.auth.emailConfirmationRequired,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    };
  }

  @Get('health')
  health() {
    return { version: '1', name: 'GoTrue', description: 'Huron Tax & Accounting auth service, GoTrue-compatible' };
  }
}
