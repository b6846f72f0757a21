import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { PasswordHasher } from '../crypto/password-hasher.service';
import type { SignupBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { AuthMailer } from '../verification/auth-mailer.service';
import { SessionsService } from '../sessions/sessions.service';
import type { TokenResponse } from '../sessions/token-response';
import { validEmail } from '../users/email-address';
import { assertPasswordAcceptable } from '../users/password-policy';
import { assertMetadataAcceptable } from '../users/user-metadata';
import { standInUser, type UserJson } from '../users/user-json';
import { UsersService } from '../users/users.service';
import { FlowStatesService, pkceChallenge, type PkceChallenge } from '../verification/flow-states.service';
import { Transactions, type Tx } from '../../../platform/database/transactions';

export interface SignupContext {
  client: string;
  redirectTo?: string;
}

/**
 * POST /signup. With confirmation off (the default) a new account gets a session at once; with it on, the user
 * object comes back and a confirmation email goes out. An address that already has an account gets an email
 * telling its owner, and the caller gets the same kind of answer as an unconfirmed sign-up (never an error
 * saying the account exists; GoTrue answers 422 user_already_exists there when confirmation is off).
 *
 * With confirmation off, that answer still differs from a new account's (no session): no answer can sign a
 * stranger into someone else's account, and a fake session would be found out at its first use. Everything
 * else is the same: status, headers, validation order, the argon2 work (the password is hashed before the
 * address is looked up) and the rate limits (the auth module's README). AUTH_EMAIL_CONFIRMATION_REQUIRED=true closes the gap.
 */
@Injectable()
export class SignupService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: AuthMailer,
    private readonly flows: FlowStatesService,
  ) {}

  async signup(body: SignupBody, context: SignupContext): Promise<TokenResponse | UserJson> {
    const { disableSignup, emailConfirmationRequired, passwordMinLength } = this.config.auth;
    if (disableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (!body.email) {
      if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
      if (!body.password) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      throw AuthError.validation('Sign up only available with email provider');
    }
    if (!body.password) throw AuthError.validation('Signup requires a valid password', 422);
    const email = validEmail(body.email);
    assertPasswordAcceptable(body.password, passwordMinLength, email);
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    const data = body.data ?? {};
    assertMetadataAcceptable(data);
    if (emailConfirmationRequired) await this.mailer.reserve(context.client, email);
    const passwordHash = await this.hasher.hash(body.password); // also for a taken address: equal work either way

    return this.transactions.run(async (manager) => {
      const user = await this.users.create(manager, { email, passwordHash, userMetadata: data, confirmed: !emailConfirmationRequired });
      if (!user) return this.existingAccount(manager, email, data, context, pkce);
      if (!emailConfirmationRequired) return this.sessions.signIn(manager, user, 'password');
      await this.sendConfirmation(manager, user.id, email, context.redirectTo, pkce);
      return this.users.toJson((await this.users.findById(user.id, manager))!, manager);
    });
  }

  private async existingAccount(manager: Tx, email: string, data: Record<string, unknown>, context: SignupContext, pkce?: PkceChallenge): Promise<UserJson> {
    const existing = await this.users.findByEmail(email, manager);
    // A new address spends no email budget when confirmation is off, so a spent one must not show here as a 429:
    // the owner's notice is skipped instead.
    if (!this.config.auth.emailConfirmationRequired && !(await this.reserveNotice(context.client, email))) return standInUser(email, data);
    if (existing && !existing.emailConfirmedAt && this.config.auth.emailConfirmationRequired) {
      await this.sendConfirmation(manager, existing.id, email, context.redirectTo, pkce);
    } else {
      await this.mailer.sendAccountExists(manager, email);
    }
    return standInUser(email, data);
  }

  private async reserveNotice(client: string, email: string): Promise<boolean> {
    try {
      await this.mailer.reserve(client, email);
      return true;
    } catch (error) {
      if (error instanceof AuthError && error.code === 'over_email_send_rate_limit') return false;
      throw error;
    }
  }

  private async sendConfirmation(manager: Tx, userId: string, email: string, redirectTo: string | undefined, pkce?: PkceChallenge): Promise<void> {
    const flowStateId = pkce ? await this.flows.create(manager, userId, pkce, 'email/signup') : null;
    await this.mailer.sendLink(manager, { kind: 'confirmation', userId, to: email, redirectTo, flowStateId });
    await this.users.update(manager, userId, { confirmationSentAt: () => 'now()' });
  }
}
