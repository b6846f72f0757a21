import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { OtpBody, RecoverBody, ResendBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { AuthMailer } from './auth-mailer.service';
import { validEmail } from '../users/email-address';
import type { UserEntity } from '../users/user.entity';
import { assertMetadataAcceptable } from '../users/user-metadata';
import { UsersService } from '../users/users.service';
import { FlowStatesService, pkceChallenge, type PkceChallenge } from './flow-states.service';
import { Transactions, type Tx } from '../../../platform/database/transactions';

export interface EmailRequest {
  client: string;
  redirectTo?: string;
}

type Empty = Record<string, never>;

/**
 * /otp, /magiclink, /recover and /resend. Each answers 200 {} whether or not the address has an account, and
 * counts against the email rate limits either way; mail goes out only where an account (or a new one) exists.
 */
@Injectable()
export class EmailOtpService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mailer: AuthMailer,
    private readonly flows: FlowStatesService,
  ) {}

  /** A sign-in link and code; creates a password-less account when create_user is not false (and sign-ups are on). */
  async otp(body: OtpBody, request: EmailRequest): Promise<Empty> {
    if (!body.email) {
      if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
      throw AuthError.validation('One of email or phone must be set');
    }
    const email = validEmail(body.email);
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    // Checked whether or not the address has an account, so the answer does not depend on it; the metadata is
    // only ever used to create an account, never applied to an existing one.
    if (body.data) assertMetadataAcceptable(body.data);
    await this.mailer.reserve(request.client, email);
    await this.transactions.run(async (manager) => {
      let user = await this.users.findByEmail(email, manager);
      if (!user && body.create_user !== false && !this.config.auth.disableSignup) {
        user =
          (await this.users.create(manager, { email, passwordHash: null, userMetadata: body.data ?? {}, confirmed: false })) ??
          (await this.users.findByEmail(email, manager));
      }
      if (user) await this.sendSignInLink(manager, user, request, pkce);
    });
    return {};
  }

  async recover(body: RecoverBody, request: EmailRequest): Promise<Empty> {
    if (!body.email) throw AuthError.validation('Password recovery requires an email');
    const email = validEmail(body.email);
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    await this.mailer.reserve(request.client, email);
    await this.transactions.run(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (!user) return;
      const flowStateId = pkce ? await this.flows.create(manager, user.id, pkce, 'recovery') : null;
      await this.mailer.sendLink(manager, { kind: 'recovery', userId: user.id, to: email, redirectTo: request.redirectTo, flowStateId });
      await this.users.update(manager, user.id, { recoverySentAt: () => 'now()' });
    });
    return {};
  }

  /** signup: a new confirmation email for an unconfirmed account; email_change: the pending change's link again. */
  async resend(body: ResendBody, request: EmailRequest): Promise<Empty> {
    if (body.type === 'sms' || body.type === 'phone_change') throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (body.type !== 'signup' && body.type !== 'email_change')
      throw AuthError.validation('Missing one of these types: signup, email_change, sms, phone_change');
    if (!body.email) throw AuthError.validation('Type provided requires an email address');
    const email = validEmail(body.email);
    await this.mailer.reserve(request.client, email);
    await this.transactions.run(async (manager) => {
      if (body.type === 'signup') {
        const user = await this.users.findByEmail(email, manager);
        if (user && !user.emailConfirmedAt) await this.sendConfirmation(manager, user, request);
        return;
      }
      const user = (await this.users.findByEmail(email, manager)) ?? (await this.users.findByPendingEmail(email, manager));
      if (!user?.newEmail) return;
      if (await this.users.findByEmail(user.newEmail, manager)) await this.mailer.sendEmailChangeConflict(manager, user.newEmail);
      else await this.mailer.sendLink(manager, { kind: 'email_change', userId: user.id, to: user.newEmail, redirectTo: request.redirectTo });
      await this.users.update(manager, user.id, { emailChangeSentAt: () => 'now()' });
    });
    return {};
  }

  private async sendSignInLink(manager: Tx, user: UserEntity, request: EmailRequest, pkce?: PkceChallenge): Promise<void> {
    if (!user.emailConfirmedAt) return this.sendConfirmation(manager, user, request, pkce);
    const flowStateId = pkce ? await this.flows.create(manager, user.id, pkce, 'magiclink') : null;
    await this.mailer.sendLink(manager, { kind: 'magic_link', userId: user.id, to: user.email, redirectTo: request.redirectTo, flowStateId });
    await this.users.update(manager, user.id, { recoverySentAt: () => 'now()' });
  }

  private async sendConfirmation(manager: Tx, user: UserEntity, request: EmailRequest, pkce?: PkceChallenge): Promise<void> {
    const flowStateId = pkce ? await this.flows.create(manager, user.id, pkce, 'email/signup') : null;
    await this.mailer.sendLink(manager, { kind: 'confirmation', userId: user.id, to: user.email, redirectTo: request.redirectTo, flowStateId });
    await this.users.update(manager, user.id, { confirmationSentAt: () => 'now()' });
  }
}
