import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../platform/database/transactions';
import { SigningKeyEntity } from './signing-key.entity';

const LOCK = 7_263_002;

export interface NewSigningKey {
  kid: string;
  publicJwk: object;
  sealedPrivateKey: string;
  status: 'next' | 'current';
}

/** The only file that knows auth.signing_keys. */
@Injectable()
export class SigningKeysRepository {
  /** Serialises key maintenance across processes for the rest of the transaction. */
  async lockKeys(tx: Tx): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
  }

  async kidWithStatus(tx: Tx, status: 'next' | 'current'): Promise<string | undefined> {
    const [row] = (await tx.query(`SELECT kid FROM auth.signing_keys WHERE status = $1`, [status])) as { kid: string }[];
    return row?.kid;
  }

  /** The current key, when it signed for at least `days` and no successor is published yet. */
  async staleCurrentKid(tx: Tx, days: number): Promise<string | undefined> {
    const [row] = (await tx.query(
      `SELECT kid FROM auth.signing_keys WHERE status = 'current' AND activated_at <= now() - make_interval(days => $1)
         AND NOT EXISTS (SELECT 1 FROM auth.signing_keys WHERE status = 'next')`,
      [days],
    )) as { kid: string }[];
    return row?.kid;
  }

  /** The oldest published key that has been published for at least `seconds`. */
  async nextKidDue(tx: Tx, seconds: number): Promise<string | undefined> {
    const [row] = (await tx.query(
      `SELECT kid FROM auth.signing_keys WHERE status = 'next' AND created_at <= now() - make_interval(secs => $1) ORDER BY created_at LIMIT 1`,
      [seconds],
    )) as { kid: string }[];
    return row?.kid;
  }

  /** The current key becomes previous (verifying only) until `retireAfterSeconds` from now. */
  async retireCurrent(tx: Tx, retireAfterSeconds: number): Promise<void> {
    await tx.query(`UPDATE auth.signing_keys SET status = 'previous', retire_at = now() + make_interval(secs => $1) WHERE status = 'current'`, [
      retireAfterSeconds,
    ]);
  }

  async activate(tx: Tx, kid: string): Promise<void> {
    await tx.query(`UPDATE auth.signing_keys SET status = 'current', activated_at = now() WHERE kid = $1`, [kid]);
  }

  async deleteRetired(tx: Tx): Promise<void> {
    await tx.query(`DELETE FROM auth.signing_keys WHERE status = 'previous' AND retire_at <= now()`);
  }

  async insertKey(tx: Tx, key: NewSigningKey): Promise<void> {
    await tx.query(
      `INSERT INTO auth.signing_keys (kid, public_jwk, private_key, status, activated_at) VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'current' THEN now() END)`,
      [key.kid, JSON.stringify(key.publicJwk), key.sealedPrivateKey, key.status],
    );
  }

  /** Every key, newest first. */
  allKeys(tx: Tx): Promise<SigningKeyEntity[]> {
    return tx.getRepository(SigningKeyEntity).find({ order: { createdAt: 'DESC' } });
  }
}
