import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../platform/database/transactions';
import { MfaFactorEntity } from '../users/mfa-factor.entity';
import { MfaChallengeEntity } from './mfa-challenge.entity';

/** The only file that knows auth.mfa_factors and auth.mfa_challenges (users' answers read factors through UsersRepository). */
@Injectable()
export class MfaRepository {
  async deleteStaleUnverifiedFactors(tx: Tx, userId: string, olderThanHours: number): Promise<void> {
    await tx.query(`DELETE FROM auth.mfa_factors WHERE user_id = $1 AND status = 'unverified' AND created_at < now() - make_interval(hours => $2)`, [
      userId,
      olderThanHours,
    ]);
  }

  async insertFactor(tx: Tx, id: string, userId: string, friendlyName: string | null, sealedSecret: string): Promise<void> {
    await tx.query(`INSERT INTO auth.mfa_factors (id, user_id, friendly_name, secret) VALUES ($1, $2, $3, $4)`, [id, userId, friendlyName, sealedSecret]);
  }

  findFactorOfUser(tx: Tx, id: string, userId: string): Promise<MfaFactorEntity | null> {
    return tx.getRepository(MfaFactorEntity).findOneBy({ id, userId });
  }

  lockFactor(tx: Tx, id: string): Promise<MfaFactorEntity | null> {
    return tx.getRepository(MfaFactorEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async markFactorChallenged(tx: Tx, id: string): Promise<void> {
    await tx.query(`UPDATE auth.mfa_factors SET last_challenged_at = now() WHERE id = $1`, [id]);
  }

  async markFactorVerified(tx: Tx, id: string, usedStep: number): Promise<void> {
    await tx.query(`UPDATE auth.mfa_factors SET status = 'verified', last_used_step = $2, updated_at = now() WHERE id = $1`, [id, usedStep]);
  }

  async deleteUnverifiedFactors(tx: Tx, userId: string): Promise<void> {
    await tx.query(`DELETE FROM auth.mfa_factors WHERE user_id = $1 AND status = 'unverified'`, [userId]);
  }

  async deleteFactor(tx: Tx, id: string): Promise<void> {
    await tx.query(`DELETE FROM auth.mfa_factors WHERE id = $1`, [id]);
  }

  async insertChallenge(tx: Tx, factorId: string, ipHash: string): Promise<{ id: string; created_at: Date }> {
    const [row] = (await tx.query(`INSERT INTO auth.mfa_challenges (factor_id, ip_hash) VALUES ($1, $2) RETURNING id, created_at`, [factorId, ipHash])) as {
      id: string;
      created_at: Date;
    }[];
    return row!;
  }

  lockChallenge(tx: Tx, id: string, factorId: string): Promise<MfaChallengeEntity | null> {
    return tx.getRepository(MfaChallengeEntity).findOne({ where: { id, factorId }, lock: { mode: 'pessimistic_write' } });
  }

  async countChallengeFailure(tx: Tx, id: string): Promise<void> {
    await tx.query(`UPDATE auth.mfa_challenges SET failed_attempts = failed_attempts + 1 WHERE id = $1`, [id]);
  }

  async deleteChallenge(tx: Tx, id: string): Promise<void> {
    await tx.query(`DELETE FROM auth.mfa_challenges WHERE id = $1`, [id]);
  }
}
