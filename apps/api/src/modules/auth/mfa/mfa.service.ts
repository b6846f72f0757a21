import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { SecretBox } from '../../../platform/security/secret-box';
import type { EnrollBody, VerifyFactorBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import type { AuthContext } from '../sessions/auth-context';
import type { AmrEntry } from '../sessions/session.entity';
import { SessionsRepository } from '../sessions/sessions.repository';
import { SessionsService } from '../sessions/sessions.service';
import type { TokenResponse } from '../sessions/token-response';
import { UsersService } from '../users/users.service';
import type { MfaFactorEntity } from '../users/mfa-factor.entity';
import { MfaRepository } from './mfa.repository';
import { matchingTimeStep, newTotpSecret } from './totp';
import { Transactions, type Tx } from '../../../platform/database/transactions';

const SECRET_PURPOSE = 'totp-secret';
const IP_PURPOSE = 'mfa-client';
const CHALLENGE_SECONDS = 300;
/** Wrong codes a challenge survives, from any address; then it is spent. */
export const CHALLENGE_MAX_FAILURES = 5;
const MAX_FACTORS = 10;
const UNVERIFIED_FACTOR_HOURS = 1;

const MAX_ISSUER_LENGTH = 64;
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

const nameConflict = (name: string) => new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`);
const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
const spentChallenge = (id: string) =>
  new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${id} has expired after ${CHALLENGE_MAX_FAILURES} wrong codes, create a new challenge.`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EnrolledFactor {
  id: string;
  type: 'totp';
  friendly_name?: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/** The issuer an enrolment asked for (trimmed), or undefined for the configured one; too long or control characters: 422. */
function issuerOf(requested: string | null | undefined): string | undefined {
  const issuer = requested?.trim();
  if (!issuer) return undefined;
  if (issuer.length > MAX_ISSUER_LENGTH) throw AuthError.validation(`issuer must be at most ${MAX_ISSUER_LENGTH} characters`, 422);
  if (/\p{Cc}/u.test(issuer)) throw AuthError.validation('issuer must not contain control characters', 422);
  return issuer;
}

/** TOTP factors: enrol (unverified) -> challenge -> verify (the session becomes AAL2) -> unenrol. */
@Injectable()
export class MfaService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitService,
    private readonly repository: MfaRepository,
    private readonly sessionRows: SessionsRepository,
  ) {}

  async enroll({ user, session }: AuthContext, body: EnrollBody): Promise<EnrolledFactor> {
    if (body.factor_type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (body.factor_type === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (body.factor_type !== 'totp') throw AuthError.validation('factor_type needs to be totp, phone, or webauthn');
    const friendlyName = body.friendly_name?.trim() || null;
    const created = await newTotpSecret(issuerOf(body.issuer) ?? this.config.auth.totpIssuer, user.email).catch(() => {
      throw AuthError.validation('issuer does not fit in a QR code together with the email address', 422);
    });
    const id = randomUUID();
    await this.transactions
      .run(async (manager) => {
        await this.repository.deleteStaleUnverifiedFactors(manager, user.id, UNVERIFIED_FACTOR_HOURS);
        const factors = await this.users.factorsOf(user.id, manager);
        if (friendlyName && factors.some((f) => f.friendlyName === friendlyName)) throw nameConflict(friendlyName);
        if (factors.length >= MAX_FACTORS)
          throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
        if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2')
          throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
        await this.repository.insertFactor(manager, id, user.id, friendlyName, this.box.seal(SECRET_PURPOSE, created.secret, id));
      })
      .catch((error: unknown) => {
        // A parallel enrolment with the same name committed between our check and our insert: the unique index decides.
        const { code, constraint } = error as { code?: string; constraint?: string };
        throw code === UNIQUE_VIOLATION && constraint === 'mfa_factors_name_key' && friendlyName ? nameConflict(friendlyName) : error;
      });
    return {
      id,
      type: 'totp',
      ...(friendlyName ? { friendly_name: friendlyName } : {}),
      totp: { qr_code: created.qrCode, secret: created.secret, uri: created.uri },
    };
  }

  async challenge({ user }: AuthContext, factorId: string, client: string): Promise<{ id: string; type: 'totp'; expires_at: number }> {
    const factor = await this.factorOf(user.id, factorId);
    const row = await this.repository.insertChallenge(this.transactions.none, factor.id, this.box.mac(IP_PURPOSE, client)).catch((error: unknown) => {
      // The factor was deleted (unenrolled, or replaced by a verified one) since it was read.
      throw (error as { code?: string }).code === FOREIGN_KEY_VIOLATION ? factorNotFound() : error;
    });
    await this.repository.markFactorChallenged(this.transactions.none, factor.id);
    return { id: row.id, type: 'totp', expires_at: Math.floor(row.created_at.getTime() / 1000) + CHALLENGE_SECONDS };
  }

  /**
   * A correct, unused code for a live challenge from the same client: the session becomes AAL2 with new tokens.
   * Every attempt counts against the factor (per hour, from any address); a challenge dies after five wrong codes.
   */
  async verify({ user, session }: AuthContext, factorId: string, body: VerifyFactorBody, client: string): Promise<TokenResponse> {
    if (!body.challenge_id) throw AuthError.validation('challenge_id is required');
    if (!body.code) throw AuthError.validation('Code needs to be non-empty');
    const factor = await this.factorOf(user.id, factorId);
    await this.limits.consumeFactorAttempt(factor.id);
    // A wrong code is counted in the committed transaction and refused after it: a throw inside would undo the count.
    const outcome = await this.transactions.run(async (manager): Promise<TokenResponse | AuthError> => {
      const challenge = UUID.test(body.challenge_id!) ? await this.repository.lockChallenge(manager, body.challenge_id!, factor.id) : null;
      if (!challenge) throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      if (challenge.ipHash !== this.box.mac(IP_PURPOSE, client))
        throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      if (challenge.createdAt.getTime() + CHALLENGE_SECONDS * 1000 < Date.now()) {
        throw new AuthError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        );
      }
      if (challenge.failedAttempts >= CHALLENGE_MAX_FAILURES) throw spentChallenge(challenge.id);
      const locked = await this.repository.lockFactor(manager, factor.id);
      if (!locked) throw factorNotFound();
      const step = matchingTimeStep(this.box.open(SECRET_PURPOSE, locked.secret, locked.id), body.code!);
      if (step === null || (locked.lastUsedStep !== null && step <= Number(locked.lastUsedStep))) {
        await this.repository.countChallengeFailure(manager, challenge.id);
        const left = CHALLENGE_MAX_FAILURES - challenge.failedAttempts - 1;
        return new AuthError(
          422,
          'mfa_verification_failed',
          left > 0 ? 'Invalid TOTP code entered' : `Invalid TOTP code entered. That was the ${CHALLENGE_MAX_FAILURES}th wrong code: create a new challenge.`,
        );
      }
      await this.repository.deleteChallenge(manager, challenge.id);
      await this.repository.markFactorVerified(manager, locked.id, step);
      await this.repository.deleteUnverifiedFactors(manager, user.id);
      return this.upgradeSession(manager, user.id, session.id, locked.id);
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  async unenroll({ user, session }: AuthContext, factorId: string): Promise<{ id: string }> {
    const factor = await this.factorOf(user.id, factorId);
    if (factor.status === 'verified' && session.aal !== 'aal2') throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    await this.transactions.run(async (manager) => {
      await this.sessionRows.downgradeSessionsOfFactor(manager, factor.id);
      await this.repository.deleteFactor(manager, factor.id);
    });
    return { id: factor.id };
  }

  /** AAL2 for this session (amr gains totp), new tokens for it; the user's other AAL1 sessions end, as in GoTrue. */
  private async upgradeSession(manager: Tx, userId: string, sessionId: string, factorId: string): Promise<TokenResponse> {
    const current = await this.sessions.lock(manager, sessionId);
    if (!current) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const amr: AmrEntry[] = [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...current.amr.filter((a) => a.method !== 'totp')];
    await this.sessionRows.upgradeToAal2(manager, sessionId, amr, factorId);
    await this.sessionRows.revokeRefreshTokensOfSession(manager, sessionId);
    await this.sessionRows.deleteAal1SessionsOfUser(manager, userId);
    const refreshToken = await this.sessions.issueRefreshToken(manager, sessionId, null);
    const [user, upgraded] = await Promise.all([this.users.findById(userId, manager), this.sessions.find(sessionId, manager)]);
    return this.sessions.respond(manager, user!, upgraded!, refreshToken);
  }

  private async factorOf(userId: string, factorId: string): Promise<MfaFactorEntity> {
    const factor = UUID.test(factorId) ? await this.repository.findFactorOfUser(this.transactions.none, factorId, userId) : null;
    if (!factor) throw factorNotFound();
    return factor;
  }
}
