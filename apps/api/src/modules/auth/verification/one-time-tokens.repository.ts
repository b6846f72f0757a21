import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../platform/database/transactions';
import { OneTimeTokenEntity, type OneTimeTokenType } from './one-time-token.entity';

export interface OneTimeTokenRow {
  id: string;
  userId: string;
  type: OneTimeTokenType;
  tokenHash: string;
  codeHash: string;
  relatesTo: string;
  flowStateId: string | null;
  expirySeconds: number;
}

/** The only file that knows auth.one_time_tokens. */
@Injectable()
export class OneTimeTokensRepository {
  /**
   * One upsert, not delete-then-insert: two requests at once for the same user (two clicks on "send link")
   * would both find nothing to delete and the second insert would fail on the unique key. The later one wins.
   */
  async replaceToken(tx: Tx, token: OneTimeTokenRow): Promise<void> {
    await tx.query(
      `INSERT INTO auth.one_time_tokens (id, user_id, token_type, token_hash, code_hash, relates_to, flow_state_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
       ON CONFLICT (user_id, token_type) DO UPDATE SET id = excluded.id, token_hash = excluded.token_hash, code_hash = excluded.code_hash,
         relates_to = excluded.relates_to, flow_state_id = excluded.flow_state_id, created_at = now(), expires_at = excluded.expires_at`,
      [token.id, token.userId, token.type, token.tokenHash, token.codeHash, token.relatesTo, token.flowStateId, token.expirySeconds],
    );
  }

  /** The live token with this link hash and one of these types, locked. */
  lockLiveByHash(tx: Tx, tokenHash: string, types: OneTimeTokenType[]): Promise<OneTimeTokenEntity | null> {
    return tx
      .getRepository(OneTimeTokenEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.tokenHash = :hash AND t.tokenType IN (:...types) AND t.expiresAt > now()', { hash: tokenHash, types })
      .getOne();
  }

  /** The live tokens sent to this address with one of these types, locked. */
  lockLiveByAddress(tx: Tx, address: string, types: OneTimeTokenType[]): Promise<OneTimeTokenEntity[]> {
    return tx
      .getRepository(OneTimeTokenEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.relatesTo = :address AND t.tokenType IN (:...types) AND t.expiresAt > now()', { address, types })
      .getMany();
  }

  async lockOfUser(tx: Tx, userId: string, type: OneTimeTokenType): Promise<OneTimeTokenEntity | undefined> {
    const [row] = await tx.getRepository(OneTimeTokenEntity).find({ where: { userId, tokenType: type }, lock: { mode: 'pessimistic_write' } });
    return row;
  }

  async deleteToken(tx: Tx, id: string): Promise<void> {
    await tx.query(`DELETE FROM auth.one_time_tokens WHERE id = $1`, [id]);
  }

  async deleteTokensOfUser(tx: Tx, userId: string): Promise<void> {
    await tx.query(`DELETE FROM auth.one_time_tokens WHERE user_id = $1`, [userId]);
  }
}
