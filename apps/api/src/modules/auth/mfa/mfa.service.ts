import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { SecretBox } from '../../../platform/security/secret-box';
import type { EnrollBody, VerifyFactorBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import type { AuthContext } from '../sessions/auth-context';
import type { AmrEntry } from '../sessions/session.entity';
import { SessionsService } from '../sessions/sessions.service';
import type { TokenResponse } from '../sessions/token-response';
import { UsersService } from '../users/users.service';
import { MfaChallengeEntity } from './mfa-challenge.entity';
import { MfaFactorEntity } from '../users/mfa-factor.entity';
import { matchingTimeStep, newTotpSecret } from './totp';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly limits: RateLimitService,
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
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM auth.mfa_factors WHERE user_id = $1 AND status = 'unverified' AND created_at < now() - make_interval(hours => $2)`, [user.id, UNVERIFIED_FACTOR_HOURS]);
      const factors = await this.users.factorsOf(user.id, manager);
      if (friendlyName && factors.some((f) => f.friendlyName === friendlyName)) throw nameConflict(friendlyName);
      if (factors.length >= MAX_FACTORS) throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
      if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      await manager.query(`INSERT INTO auth.mfa_factors (id, user_id, friendly_name, secret) VALUES ($1, $2, $3, $4)`, [id, user.id, friendlyName, this.box.seal(SECRET_PURPOSE, created.secret, id)]);
    }).catch((error: unknown) => {
      // A parallel enrolment with the same name committed between our check and our insert: the unique index decides.
      const { code, constraint } = error as { code?: string; constraint?: string };
      throw code === UNIQUE_VIOLATION && constraint === 'mfa_factors_name_key' && friendlyName ? nameConflict(friendlyName) : error;
    });
    return { id, type: 'totp', ...(friendlyName ? { friendly_name: friendlyName } : {}), totp: { qr_code: created.qrCode, secret: created.secret, uri: created.uri } };
  }

  async challenge({ user }: AuthContext, factorId: string, client: string): Promise<{ id: string; type: 'totp'; expires_at: number }> {
    const factor = await this.factorOf(user.id, factorId);
    const [row] = (await this.dataSource
      .query(`INSERT INTO auth.mfa_challenges (factor_id, ip_hash) VALUES ($1, $2) RETURNING id, created_at`, [factor.id, this.box.mac(IP_PURPOSE, client)])
      .catch((error: unknown) => {
        // The factor was deleted (unenrolled, or replaced by a verified one) since it was read.
        throw (error as { code?: string }).code === FOREIGN_KEY_VIOLATION ? factorNotFound() : error;
      })) as { id: string; created_at: Date }[];
    await this.dataSource.query(`UPDATE auth.mfa_factors SET last_challenged_at = now() WHERE id = $1`, [factor.id]);
    return { id: row!.id, type: 'totp', expires_at: Math.floor(row!.created_at.getTime() / 1000) + CHALLENGE_SECONDS };
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
    const outcome = await this.dataSource.transaction(async (manager): Promise<TokenResponse | AuthError> => {
      const challenge = UUID.test(body.challenge_id!)
        ? await manager.getRepository(MfaChallengeEntity).findOne({ where: { id: body.challenge_id!, factorId: factor.id }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!challenge) throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      if (challenge.ipHash !== this.box.mac(IP_PURPOSE, client)) throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      if (challenge.createdAt.getTime() + CHALLENGE_SECONDS * 1000 < Date.now()) {
        throw new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
      }
      if (challenge.failedAttempts >= CHALLENGE_MAX_FAILURES) throw spentChallenge(challenge.id);
      const locked = await manager.getRepository(MfaFactorEntity).findOne({ where: { id: factor.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw factorNotFound();
      const step = matchingTimeStep(this.box.open(SECRET_PURPOSE, locked.secret, locked.id), body.code!);
      if (step === null || (locked.lastUsedStep !== null && step <= Number(locked.lastUsedStep))) {
        await manager.query(`UPDATE auth.mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1`, [challenge.id]);
        const left = CHALLENGE_MAX_FAILURES - challenge.failedAttempts - 1;
        return new AuthError(422, 'mfa_verification_failed', left > 0 ? 'Invalid TOTP code entered' : `Invalid TOTP code entered. That was the ${CHALLENGE_MAX_FAILURES}th wrong code: create a new challenge.`);
      }
      await manager.query(`DELETE FROM auth.mfa_challenges WHERE id = $1`, [challenge.id]);
      await manager.query(`UPDATE auth.mfa_factors SET status = 'verified', last_used_step = $2, updated_at = now() WHERE id = $1`, [locked.id, step]);
      await manager.query(`DELETE FROM auth.mfa_factors WHERE user_id = $1 AND status = 'unverified'`, [user.id]);
      return this.upgradeSession(manager, user.id, session.id, locked.id);
    });
    if (outcome instanceof AuthError) throw outcome;
    return outcome;
  }

  async unenroll({ user, session }: AuthContext, factorId: string): Promise<{ id: string }> {
    const factor = await this.factorOf(user.id, factorId);
    if (factor.status === 'verified' && session.aal !== 'aal2') throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE auth.sessions SET aal = 'aal1', updated_at = now() WHERE factor_id = $1`, [factor.id]);
      await manager.query(`DELETE FROM auth.mfa_factors WHERE id = $1`, [factor.id]);
    });
    return { id: factor.id };
  }

  /** AAL2 for this session (amr gains totp), new tokens for it; the user's other AAL1 sessions end, as in GoTrue. */
  private async upgradeSession(manager: EntityManager, userId: string, sessionId: string, factorId: string): Promise<TokenResponse> {
    const current = await this.sessions.lock(manager, sessionId);
    if (!current) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const amr: AmrEntry[] = [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...current.amr.filter((a) => a.method !== 'totp')];
    await manager.query(`UPDATE auth.sessions SET aal = 'aal2', amr = $2, factor_id = $3, updated_at = now() WHERE id = $1`, [sessionId, JSON.stringify(amr), factorId]);
    await manager.query(`UPDATE auth.refresh_tokens SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL`, [sessionId]);
    await manager.query(`DELETE FROM auth.sessions WHERE user_id = $1 AND aal = 'aal1'`, [userId]);
    const refreshToken = await this.sessions.issueRefreshToken(manager, sessionId, null);
    const [user, upgraded] = await Promise.all([this.users.findById(userId, manager), this.sessions.find(sessionId, manager)]);
    return this.sessions.respond(manager, user!, upgraded!, refreshToken);
  }

  private async factorOf(userId: string, factorId: string): Promise<MfaFactorEntity> {
    const factor = UUID.test(factorId) ? await this.dataSource.getRepository(MfaFactorEntity).findOneBy({ id: factorId, userId }) : null;
    if (!factor) throw factorNotFound();
    return factor;
  }
}
