import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { EventBus } from '../../../platform/events/event-bus';
import { PasswordHasher } from '../crypto/password-hasher.service';
import type { UserUpdateBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import type { AuthContext } from '../sessions/auth-context';
import { AuthMailer } from '../verification/auth-mailer.service';
import type { SessionEntity } from '../sessions/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { FlowStatesService, pkceChallenge } from '../verification/flow-states.service';
import { OneTimeTokensService } from '../verification/one-time-tokens.service';
import { validEmail } from '../users/email-address';
import { assertPasswordAcceptable } from '../users/password-policy';
import type { UserJson } from '../users/user-json';
import { mergeMetadataUpdate, type UserMetadata } from '../users/user-metadata';
import { UserMetadataChanged } from '../users/user.events';
import { UsersService } from '../users/users.service';
import { Transactions, type Tx } from '../../../platform/database/transactions';

export interface AccountRequest {
  client: string;
  redirectTo?: string;
}

/** GET/PUT /user and GET /reauthenticate for the signed-in user. */
@Injectable()
export class AccountService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly events: EventBus,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly mailer: AuthMailer,
    private readonly tokens: OneTimeTokensService,
    private readonly flows: FlowStatesService,
  ) {}

  get(context: AuthContext): Promise<UserJson> {
    return this.users.toJson(context.user);
  }

  /**
   * Metadata (merged; null removes a key), password (optionally needing the reauthentication nonce; other
   * sessions end) and email (confirmed by a link to the new address). app_metadata, where the staff role
   * lives, is never writable here.
   */
  async update(context: AuthContext, body: UserUpdateBody, request: AccountRequest): Promise<UserJson> {
    const { user, session } = context;
    if (body.app_metadata) throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone numbers are not supported');
    const metadata = body.data ? mergeMetadataUpdate(user.userMetadata, body.data) : undefined;
    const newEmail = body.email ? validEmail(body.email) : undefined;
    const changingEmail = newEmail !== undefined && newEmail !== user.email;
    const password = body.password ?? undefined;
    if ((password !== undefined || changingEmail) && session.aal !== 'aal2' && (await this.hasVerifiedFactor(user.id))) {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
    let passwordHash: string | undefined;
    if (password !== undefined) {
      assertPasswordAcceptable(password, this.config.auth.passwordMinLength, newEmail ?? user.email);
      if (this.nonceRequired(session) && !body.nonce) throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      if (user.encryptedPassword && (await this.hasher.verify(user.encryptedPassword, password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await this.hasher.hash(password);
    }
    const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
    if (changingEmail) await this.mailer.reserve(request.client, newEmail);

    return this.transactions.run(async (manager) => {
      if (passwordHash) await this.changePassword(manager, context, passwordHash, body.nonce ?? undefined);
      if (metadata) await this.saveMetadata(manager, user.id, metadata, body.data!);
      if (changingEmail) {
        await this.users.update(manager, user.id, { newEmail, emailChangeSentAt: () => 'now()' });
        const taken = await this.users.findByEmail(newEmail, manager);
        if (taken) await this.mailer.sendEmailChangeConflict(manager, newEmail);
        else {
          const flowStateId = pkce ? await this.flows.create(manager, user.id, pkce, 'email_change') : null;
          await this.mailer.sendLink(manager, { kind: 'email_change', userId: user.id, to: newEmail, redirectTo: request.redirectTo, flowStateId });
        }
      }
      return this.users.toJson((await this.users.findById(user.id, manager))!, manager);
    });
  }

  /** Emails a 6-digit nonce that PUT /user accepts as `nonce` for a password change. */
  async reauthenticate(context: AuthContext, client: string): Promise<Record<string, never>> {
    const { user } = context;
    if (!user.emailConfirmedAt) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    await this.mailer.reserve(client, user.email);
    await this.transactions.run(async (manager) => {
      await this.mailer.sendReauthentication(manager, user.id, user.email);
      await this.users.update(manager, user.id, { reauthenticationSentAt: () => 'now()' });
    });
    return {};
  }

  /**
   * With AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION, sessions at least AUTH_REAUTHENTICATION_SESSION_AGE old
   * need the emailed nonce, except a session opened by a recovery link within the link lifetime: that link
   * proved the same thing (control of the mailbox), and the reset-password page must work.
   */
  private nonceRequired(session: SessionEntity): boolean {
    const { passwordChangeRequiresReauthentication, reauthenticationSessionAgeSeconds, otpExpirySeconds } = this.config.auth;
    const age = Date.now() - session.createdAt.getTime();
    if (!passwordChangeRequiresReauthentication || age < reauthenticationSessionAgeSeconds * 1000) return false;
    return !(session.amr[0]?.method === 'recovery' && age < otpExpirySeconds * 1000);
  }

  private async changePassword(manager: Tx, { user, session }: AuthContext, passwordHash: string, nonce?: string): Promise<void> {
    if (this.nonceRequired(session) && !(await this.tokens.consumeNonce(manager, user.id, nonce ?? ''))) {
      throw new AuthError(422, 'reauthentication_not_valid', 'Requested nonce is invalid');
    }
    await this.users.update(manager, user.id, { encryptedPassword: passwordHash });
    await this.tokens.revokeAll(manager, user.id);
    await this.sessions.endOtherSessions(manager, user.id, session.id);
  }

  private async saveMetadata(manager: Tx, userId: string, metadata: UserMetadata, patch: UserMetadata): Promise<void> {
    await this.users.update(manager, userId, { userMetadata: metadata });
    await this.events.emit(new UserMetadataChanged(manager, userId, patch));
  }

  private async hasVerifiedFactor(userId: string): Promise<boolean> {
    return (await this.users.factorsOf(userId)).some((f) => f.status === 'verified');
  }
}
