import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthCoreModule } from './auth-core.module';
import { AuthSessionGuard } from './sessions/auth-session.guard';
import { JwksController } from './keys/jwks.controller';
import { MfaController } from './mfa/mfa.controller';
import { AccessTokenStrategy } from './passport/access-token.strategy';
import { LogoutController } from './sessions/logout.controller';
import { DisabledFeaturesController } from './settings/disabled-features.controller';
import { SettingsController } from './settings/settings.controller';
import { SignupController } from './signup/signup.controller';
import { TokenController } from './tokens/token.controller';
import { UserController } from './account/user.controller';
import { EmailOtpController } from './verification/email-otp.controller';
import { VerifyController } from './verification/verify.controller';

/**
 * Our Supabase Auth (GoTrue) compatible service under /auth/v1, plus the Passport strategy that the rest
 * of the API uses (see passport/auth-decorators.ts: RequireUser, RequireStaff, CurrentUser).
 */
@Module({
  imports: [PassportModule, AuthCoreModule],
  controllers: [
    SignupController,
    TokenController,
    VerifyController,
    EmailOtpController,
    UserController,
    LogoutController,
    MfaController,
    JwksController,
    SettingsController,
    DisabledFeaturesController, // last: it answers every other /auth/v1 path
  ],
  providers: [AccessTokenStrategy, AuthSessionGuard],
})
export class AuthModule {}
