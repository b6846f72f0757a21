import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { Tx } from '../../../platform/database/transactions';
import { validEmail } from '../users/email-address';
import { UsersService } from '../users/users.service';
import { AuthMailer } from './auth-mailer.service';

/**
 * Staff let someone into a signed-in page (the client portal) without them choosing a password: a password-less
 * account for the address when none exists (as /otp would create it), and an invitation with a one-time sign-in link
 * and code, the same secrets /otp and /magiclink mail. Using either proves the mailbox (MailboxProven).
 */
@Injectable()
export class SignInInvitations {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mailer: AuthMailer,
  ) {}

  /** Queues the invitation in the caller's transaction; `path` is where the link lands after sign-in (e.g. /portal). */
  async invite(manager: Tx, address: string, path: string): Promise<void> {
    const email = validEmail(address);
    let user = await this.users.findByEmail(email, manager);
    if (!user && !this.config.auth.disableSignup) {
      user =
        (await this.users.create(manager, { email, passwordHash: null, userMetadata: {}, confirmed: false })) ?? (await this.users.findByEmail(email, manager));
    }
    if (!user) return;
    await this.mailer.sendLink(manager, {
      kind: user.emailConfirmedAt ? 'magic_link' : 'confirmation',
      userId: user.id,
      to: email,
      redirectTo: new URL(path, this.config.publicUrl).href,
      mailAs: 'portal_invitation',
    });
  }
}
