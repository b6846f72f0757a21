import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { MailService } from '../../../platform/mail/mail.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import type { OneTimeTokenType } from './one-time-token.entity';
import { OneTimeTokensService } from './one-time-tokens.service';
import { Redirects, type LinkType } from './redirects';
import { isLocale } from '@huron/shared/i18n';
import type { SiteLocale } from '@huron/shared/contracts';
import { UsersService } from '../users/users.service';
import type { UserEntity } from '../users/user.entity';
import { renderAuthMail, type AuthMail } from './auth-mail';
import type { Tx } from '../../../platform/database/transactions';

const LINKS: Record<'confirmation' | 'magic_link' | 'recovery' | 'email_change', { token: OneTimeTokenType; link: LinkType }> = {
  confirmation: { token: 'confirmation', link: 'signup' },
  magic_link: { token: 'recovery', link: 'magiclink' },
  recovery: { token: 'recovery', link: 'recovery' },
  email_change: { token: 'email_change', link: 'email_change' },
};

export interface LinkMailRequest {
  kind: keyof typeof LINKS;
  userId: string;
  to: string;
  redirectTo?: string | null;
  flowStateId?: string | null;
  /** Words the mail differently (an invitation) while issuing the same secret as `kind`. */
  mailAs?: 'portal_invitation';
}

/** Issues the one-time secrets and queues the auth emails, in the caller's transaction. */
@Injectable()
export class AuthMailer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly limits: RateLimitService,
    private readonly tokens: OneTimeTokensService,
    private readonly redirects: Redirects,
    private readonly users: UsersService,
  ) {}

  /** Counts an email for the rate limits (429 over_email_send_rate_limit); call it before looking up the account. */
  reserve(client: string, address: string): Promise<void> {
    return this.limits.consumeEmail(client, address);
  }

  /** A link + code email; returns when the row is queued (sent after commit). */
  async sendLink(manager: Tx, request: LinkMailRequest): Promise<void> {
    const { token, link } = LINKS[request.kind];
    const secret = await this.tokens.issue(manager, { userId: request.userId, type: token, relatesTo: request.to, flowStateId: request.flowStateId });
    const url = this.redirects.confirmLink(secret.linkToken, link, this.redirects.resolve(request.redirectTo, link));
    const locale = localeOf(await this.users.findById(request.userId, manager));
    await this.queue(manager, request.to, { kind: request.mailAs ?? request.kind, link: url, code: secret.code } as AuthMail, locale);
  }

  async sendReauthentication(manager: Tx, userId: string, to: string): Promise<void> {
    const secret = await this.tokens.issue(manager, { userId, type: 'reauthentication', relatesTo: to });
    await this.queue(manager, to, { kind: 'reauthentication', code: secret.code }, localeOf(await this.users.findById(userId, manager)));
  }

  async sendAccountExists(manager: Tx, to: string): Promise<void> {
    const locale = localeOf(await this.users.findByEmail(to, manager));
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await this.queue(
      manager,
      to,
      { kind: 'account_exists', signInUrl: `${this.config.publicUrl}${prefix}/login`, resetUrl: `${this.config.publicUrl}${prefix}/forgot-password` },
      locale,
    );
  }

  async sendEmailChangeConflict(manager: Tx, to: string): Promise<void> {
    await this.queue(manager, to, { kind: 'email_change_conflict' }, localeOf(await this.users.findByEmail(to, manager)));
  }

  private queue(manager: Tx, to: string, mail: AuthMail, locale: SiteLocale): Promise<void> {
    return this.mail.enqueue(renderAuthMail(to, mail, locale), manager);
  }
}

/**
 * The language an account's mails are written in: its `locale` metadata (set from the page it signed up on, changed on
 * /account), English when it has none or there is no account.
 */
function localeOf(user: UserEntity | null): SiteLocale {
  const locale = user?.userMetadata?.['locale'];
  return isLocale(locale) ? locale : 'en';
}
