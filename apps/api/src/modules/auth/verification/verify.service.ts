import { Injectable } from '@nestjs/common';
import { EventBus } from '../../../platform/events/event-bus';
import { MailboxProven } from '../../../platform/events/mailbox-proven.event';
import type { VerifyBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { SessionsService } from '../sessions/sessions.service';
import type { TokenResponse } from '../sessions/token-response';
import { validEmail } from '../users/email-address';
import type { UserEntity } from '../users/user.entity';
import { UserEmailChanged } from '../users/user.events';
import { UsersService } from '../users/users.service';
import { FlowStatesService } from './flow-states.service';
import type { OneTimeTokenEntity, OneTimeTokenType } from './one-time-token.entity';
import { OneTimeTokensService } from './one-time-tokens.service';
import { Redirects, type LinkType } from './redirects';
import { Transactions, type Tx } from '../../../platform/database/transactions';

type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';

const TOKEN_TYPES: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['recovery'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  email: ['confirmation', 'recovery'],
};
const LINK_TYPE: Record<VerifyType, LinkType> = {
  signup: 'signup',
  invite: 'signup',
  email: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};
const linkExpired = () => AuthError.otpExpired('Email link is invalid or has expired');
const OAUTH_ERROR: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error' };

function verifyType(type: string | null | undefined): VerifyType {
  if (!type) throw AuthError.validation('Verify requires a verification type');
  if (type === 'sms' || type === 'phone_change') throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!Object.hasOwn(TOKEN_TYPES, type)) throw AuthError.validation('Unsupported verification type');
  return type as VerifyType;
}

/** POST /verify (code or token_hash -> session) and GET /verify (email link -> redirect with the session). */
@Injectable()
export class VerifyService {
  constructor(
    private readonly transactions: Transactions,
    private readonly tokens: OneTimeTokensService,
    private readonly users: UsersService,
    private readonly events: EventBus,
    private readonly sessions: SessionsService,
    private readonly flows: FlowStatesService,
    private readonly redirects: Redirects,
  ) {}

  async verify(body: VerifyBody): Promise<TokenResponse> {
    const type = verifyType(body.type);
    if ((!body.token && !body.token_hash) || (body.token && body.token_hash)) throw AuthError.validation('Verify requires either a token or a token hash');
    if (body.token_hash && (body.email || body.phone)) throw AuthError.validation('Only the token_hash and type should be provided');
    if (body.token && !body.email) {
      if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      throw AuthError.validation('Only an email address or phone number should be provided on verify');
    }
    const email = body.email ? validEmail(body.email) : undefined;
    return this.transactions.run(async (manager) => {
      const row = body.token_hash
        ? await this.tokens.consumeLink(manager, body.token_hash, TOKEN_TYPES[type])
        : await this.tokens.consumeCode(manager, email!, body.token!, TOKEN_TYPES[type]);
      if (!row) throw body.token_hash ? linkExpired() : AuthError.otpExpired();
      const { user, method } = await this.apply(manager, row, type);
      return this.sessions.signIn(manager, user, method);
    });
  }

  /**
   * The link flow: 303 to redirect_to with the session in the URL fragment (#access_token=...&type=...), or with
   * ?code=... for a PKCE flow, or with #error=...&error_code=...&error_description=... when the link is bad.
   */
  async verifyLink(query: { token?: string; type?: string; redirect_to?: string }): Promise<string> {
    const type = verifyType(query.type);
    if (!query.token) throw AuthError.validation('Verify requires a token or a token hash');
    const redirect = new URL(this.redirects.resolve(query.redirect_to, LINK_TYPE[type]));
    redirect.hash = '';
    try {
      const result = await this.transactions.run(async (manager) => {
        const row = await this.tokens.consumeLink(manager, query.token ?? '', TOKEN_TYPES[type]);
        if (!row) throw linkExpired();
        const { user, method } = await this.apply(manager, row, type);
        const code = row.flowStateId ? await this.flows.issueAuthCode(manager, row.flowStateId) : null;
        return code ? { code } : { session: await this.sessions.signIn(manager, user, method) };
      });
      if (result.code) {
        redirect.searchParams.set('code', result.code);
        return redirect.href;
      }
      const s = result.session!;
      const fragment = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
      });
      return `${redirect.href}#${fragment.toString()}`;
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const fragment = new URLSearchParams({
        error: OAUTH_ERROR[error.status] ?? 'server_error',
        error_code: error.code,
        error_description: error.message,
        sb: '',
      });
      return `${redirect.href}#${fragment.toString()}`;
    }
  }

  /** What a verified secret does to the account; returns the amr method of the new session. */
  private async apply(manager: Tx, row: OneTimeTokenEntity, type: VerifyType): Promise<{ user: UserEntity; method: string }> {
    const user = await this.users.lock(manager, row.userId);
    if (!user) throw AuthError.otpExpired();
    if (row.tokenType === 'email_change') {
      if (user.newEmail !== row.relatesTo) throw linkExpired();
      const other = await this.users.findByEmail(row.relatesTo, manager);
      if (other) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      await this.users.update(manager, user.id, { email: row.relatesTo, newEmail: null, emailChangeSentAt: null, emailConfirmedAt: () => 'now()' });
      await this.events.emit(new UserEmailChanged(manager, user.id, row.relatesTo));
    } else if (!user.emailConfirmedAt) {
      await this.users.update(manager, user.id, { emailConfirmedAt: () => 'now()' });
    }
    // The secret went to that mailbox and came back: the account reads it (the address the token was sent to).
    await this.events.emit(new MailboxProven(manager, user.id, row.tokenType === 'email_change' ? row.relatesTo : user.email));
    return { user: (await this.users.findById(user.id, manager))!, method: type === 'recovery' ? 'recovery' : 'otp' };
  }
}
