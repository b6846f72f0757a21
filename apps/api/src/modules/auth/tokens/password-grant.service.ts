import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@huron/shared/contracts';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { PasswordHasher } from '../crypto/password-hasher.service';
import type { TokenBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { AccountLockoutService } from '../rate-limit/account-lockout.service';
import { SessionsService } from '../sessions/sessions.service';
import type { TokenResponse } from '../sessions/token-response';
import { UsersService } from '../users/users.service';
import { Transactions } from '../../../platform/database/transactions';

/**
 * grant_type=password: one answer ('Invalid login credentials') and the same work for any wrong email or password;
 * per-account lockout (AccountLockoutService) on top of the per-address rate limit.
 */
@Injectable()
export class PasswordGrantService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly lockout: AccountLockoutService,
  ) {}

  async grant(body: TokenBody): Promise<TokenResponse> {
    if (body.email && body.phone) throw AuthError.validation('Only an email address or phone number should be provided on login.');
    if (!body.email) {
      if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      throw AuthError.validation('missing email or phone');
    }
    const password = body.password ?? '';
    const email = normalizeEmail(body.email);
    await this.lockout.admitAttempt(email);
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.encryptedPassword ?? null, password);
    if (!user || !valid) throw AuthError.invalidCredentials();
    await this.lockout.recordSuccess(email);
    if (this.config.auth.emailConfirmationRequired && !user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

    const response = await this.transactions.run(async (manager) => {
      if (this.hasher.needsRehash(user.encryptedPassword!)) await this.users.update(manager, user.id, { encryptedPassword: await this.hasher.hash(password) });
      return this.sessions.signIn(manager, user, 'password');
    });
    const { passwordMinLength } = this.config.auth;
    if (password.length < passwordMinLength) {
      response.weak_password = { reasons: ['length'], message: `Password should be at least ${passwordMinLength} characters.` };
    }
    return response;
  }
}
