import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from './crypto/password-hasher.service';
import { AuthHousekeeping } from './housekeeping/auth-housekeeping.service';
import { SigningKeyEntity } from './keys/signing-key.entity';
import { SigningKeysService } from './keys/signing-keys.service';
import { AuthMailer } from './verification/auth-mailer.service';
import { MfaChallengeEntity } from './mfa/mfa-challenge.entity';
import { MfaFactorEntity } from './users/mfa-factor.entity';
import { MfaService } from './mfa/mfa.service';
import { AccountLockoutRepository } from './rate-limit/account-lockout.repository';
import { AccountLockoutService } from './rate-limit/account-lockout.service';
import { RateLimitService } from './rate-limit/rate-limit.service';
import { RefreshGrantService } from './sessions/refresh-grant.service';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SessionEntity } from './sessions/session.entity';
import { SessionResolver } from './sessions/session-resolver';
import { SessionsService } from './sessions/sessions.service';
import { SignupService } from './signup/signup.service';
import { PeopleDirectoryService } from './staff/people-directory.service';
import { StaffAccountsService } from './staff/staff-accounts.service';
import { AccessTokenService } from './sessions/access-token.service';
import { PasswordGrantService } from './tokens/password-grant.service';
import { PkceGrantService } from './tokens/pkce-grant.service';
import { TokenGrantsService } from './tokens/token-grants.service';
import { AccountService } from './account/account.service';
import { AccountLocales } from './users/account-locales.service';
import { UserEntity } from './users/user.entity';
import { UsersService } from './users/users.service';
import { EmailOtpService } from './verification/email-otp.service';
import { FlowStateEntity } from './verification/flow-state.entity';
import { FlowStatesService } from './verification/flow-states.service';
import { OneTimeTokenEntity } from './verification/one-time-token.entity';
import { OneTimeTokensService } from './verification/one-time-tokens.service';
import { Redirects } from './verification/redirects';
import { VerifyService } from './verification/verify.service';
import { SignInInvitations } from './verification/sign-in-invitations.service';

import { AuthHousekeepingRepository } from './housekeeping/auth-housekeeping.repository';
import { SigningKeysRepository } from './keys/signing-keys.repository';
import { MfaRepository } from './mfa/mfa.repository';
import { SessionsRepository } from './sessions/sessions.repository';
import { PeopleRepository } from './staff/people.repository';
import { UsersRepository } from './users/users.repository';
import { FlowStatesRepository } from './verification/flow-states.repository';
import { OneTimeTokensRepository } from './verification/one-time-tokens.repository';

/** Each repository is the only place that knows its tables; services ask them by name. */
const repositories = [
  AccountLockoutRepository,
  AuthHousekeepingRepository,
  FlowStatesRepository,
  MfaRepository,
  OneTimeTokensRepository,
  PeopleRepository,
  SessionsRepository,
  SigningKeysRepository,
  UsersRepository,
];

const providers = [
  AccessTokenService,
  AccountLocales,
  AccountLockoutService,
  AccountService,
  AuthHousekeeping,
  AuthMailer,
  EmailOtpService,
  FlowStatesService,
  MfaService,
  OneTimeTokensService,
  PasswordGrantService,
  PasswordHasher,
  PkceGrantService,
  RateLimitService,
  Redirects,
  RefreshGrantService,
  SessionResolver,
  SessionsService,
  SigningKeysService,
  SignupService,
  StaffAccountsService,
  PeopleDirectoryService,
  TokenGrantsService,
  UsersService,
  VerifyService,
  SignInInvitations,
];

/** The auth service's rules and storage without HTTP: used by AuthModule and by commands such as `npm run staff`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      UserEntity,
      SessionEntity,
      RefreshTokenEntity,
      OneTimeTokenEntity,
      FlowStateEntity,
      MfaFactorEntity,
      MfaChallengeEntity,
      SigningKeyEntity,
    ]),
  ],
  providers: [...repositories, ...providers],
  exports: providers,
})
export class AuthCoreModule {}
