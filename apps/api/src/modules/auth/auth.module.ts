import { Module } from '@nestjs/common';
import { AuthCoreModule } from './auth-core.module';
import { AuthSessionGuard } from './sessions/auth-session.guard';
import { JwksController } from './keys/jwks.controller';
import { MfaController } from './mfa/mfa.controller';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { LogoutController } from './sessions/logout.controller';
import { DisabledFeaturesController } from './settings/disabled-features.controller';
import { SettingsController } from './settings/settings.controller';
import { SignupController } from './signup/signup.controller';
import { TokenController } from './tokens/token.controller';
import { UserController } from './account/user.controller';
import { EmailOtpController } from './verification/email-otp.controller';
import { VerifyController } from './verification/verify.controller';

/**
 * Our Supabase Auth (GoTrue) compatible service under /auth/v1, plus the guards that the rest
 * of the API uses (see passport/auth-decorators.ts: RequireUser, RequireStaff, CurrentUser).
 */
@Module({
  imports: [AuthCoreModule],
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
  providers: [AuthSessionGuard, RateLimitGuard],
})
export class AuthModule {}
