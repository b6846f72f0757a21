import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { SecretBox } from '../../../platform/security/secret-box';
import { randomDigits, randomToken, sameDigest, sha256 } from '../crypto/tokens';
import { OneTimeTokenEntity, type OneTimeTokenType } from './one-time-token.entity';

const CODE_PURPOSE = 'one-time-code';

export interface IssuedSecret {
  /** Goes into the emailed link (token_hash=...). */
  linkToken: string;
  /** The 6-digit code shown in the email. */
  code: string;
}

/** Emailed secrets: issued (replacing the user's previous one of the same type) and consumed exactly once. */
@Injectable()
export class OneTimeTokensService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
  ) {}

  async issue(manager: EntityManager, input: { userId: string; type: OneTimeTokenType; relatesTo: string; flowStateId?: string | null }): Promise<IssuedSecret> {
    const id = randomUUID();
    const linkToken = randomToken();
    const code = randomDigits(6);
    // One upsert, not delete-then-insert: two requests at once for the same user (two clicks on "send link")
    // would both find nothing to delete and the second insert would fail on the unique key. The later one wins.
    await manager.query(
      `INSERT INTO auth.one_time_tokens (id, user_id, token_type, token_hash, code_hash, relates_to, flow_state_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
       ON CONFLICT (user_id, token_type) DO UPDATE SET id = excluded.id, token_hash = excluded.token_hash, code_hash = excluded.code_hash,
         relates_to = excluded.relates_to, flow_state_id = excluded.flow_state_id, created_at = now(), expires_at = excluded.expires_at`,
      [id, input.userId, input.type, sha256(linkToken), this.codeHash(id, code), input.relatesTo, input.flowStateId ?? null, this.config.auth.otpExpirySeconds],
    );
    return { linkToken, code };
  }

  /** By the token from an emailed link. Null when unknown, of another type, expired or already used. */
  async consumeLink(manager: EntityManager, linkToken: string, types: OneTimeTokenType[]): Promise<OneTimeTokenEntity | null> {
    const row = await manager
      .getRepository(OneTimeTokenEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.tokenHash = :hash AND t.tokenType IN (:...types) AND t.expiresAt > now()', { hash: sha256(linkToken), types })
      .getOne();
    return row ? this.consume(manager, row) : null;
  }

  /** By the address it was sent to and the 6-digit code from the email. */
  async consumeCode(manager: EntityManager, address: string, code: string, types: OneTimeTokenType[]): Promise<OneTimeTokenEntity | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const rows = await manager
      .getRepository(OneTimeTokenEntity)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.relatesTo = :address AND t.tokenType IN (:...types) AND t.expiresAt > now()', { address, types })
      .getMany();
    const match = rows.find((row) => sameDigest(row.codeHash, this.codeHash(row.id, code)));
    return match ? this.consume(manager, match) : null;
  }

  /** The reauthentication nonce of one user. */
  async consumeNonce(manager: EntityManager, userId: string, nonce: string): Promise<boolean> {
    const [row] = await manager.getRepository(OneTimeTokenEntity).find({ where: { userId, tokenType: 'reauthentication' }, lock: { mode: 'pessimistic_write' } });
    if (!row || row.expiresAt.getTime() <= Date.now() || !/^\d{6}$/.test(nonce) || !sameDigest(row.codeHash, this.codeHash(row.id, nonce))) return false;
    await this.consume(manager, row);
    return true;
  }

  /** After a password change nothing sent before it stays usable. */
  async revokeAll(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM auth.one_time_tokens WHERE user_id = $1`, [userId]);
  }

  private async consume(manager: EntityManager, row: OneTimeTokenEntity): Promise<OneTimeTokenEntity> {
    await manager.query(`DELETE FROM auth.one_time_tokens WHERE id = $1`, [row.id]);
    return row;
  }

  private codeHash(id: string, code: string): string {
    return this.box.mac(CODE_PURPOSE, `${id}:${code}`);
  }
}
