import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { Tx } from '../../../platform/database/transactions';
import { SecretBox } from '../../../platform/security/secret-box';
import { randomDigits, randomToken, sameDigest, sha256 } from '../crypto/tokens';
import type { OneTimeTokenEntity, OneTimeTokenType } from './one-time-token.entity';
import { OneTimeTokensRepository } from './one-time-tokens.repository';

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
    private readonly repository: OneTimeTokensRepository,
  ) {}

  async issue(manager: Tx, input: { userId: string; type: OneTimeTokenType; relatesTo: string; flowStateId?: string | null }): Promise<IssuedSecret> {
    const id = randomUUID();
    const linkToken = randomToken();
    const code = randomDigits(6);
    await this.repository.replaceToken(manager, {
      id,
      userId: input.userId,
      type: input.type,
      tokenHash: sha256(linkToken),
      codeHash: this.codeHash(id, code),
      relatesTo: input.relatesTo,
      flowStateId: input.flowStateId ?? null,
      expirySeconds: this.config.auth.otpExpirySeconds,
    });
    return { linkToken, code };
  }

  /** By the token from an emailed link. Null when unknown, of another type, expired or already used. */
  async consumeLink(manager: Tx, linkToken: string, types: OneTimeTokenType[]): Promise<OneTimeTokenEntity | null> {
    const row = await this.repository.lockLiveByHash(manager, sha256(linkToken), types);
    return row ? this.consume(manager, row) : null;
  }

  /** By the address it was sent to and the 6-digit code from the email. */
  async consumeCode(manager: Tx, address: string, code: string, types: OneTimeTokenType[]): Promise<OneTimeTokenEntity | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const rows = await this.repository.lockLiveByAddress(manager, address, types);
    const match = rows.find((row) => sameDigest(row.codeHash, this.codeHash(row.id, code)));
    return match ? this.consume(manager, match) : null;
  }

  /** The reauthentication nonce of one user. */
  async consumeNonce(manager: Tx, userId: string, nonce: string): Promise<boolean> {
    const row = await this.repository.lockOfUser(manager, userId, 'reauthentication');
    if (!row || row.expiresAt.getTime() <= Date.now() || !/^\d{6}$/.test(nonce) || !sameDigest(row.codeHash, this.codeHash(row.id, nonce))) return false;
    await this.consume(manager, row);
    return true;
  }

  /** After a password change nothing sent before it stays usable. */
  async revokeAll(manager: Tx, userId: string): Promise<void> {
    await this.repository.deleteTokensOfUser(manager, userId);
  }

  private async consume(manager: Tx, row: OneTimeTokenEntity): Promise<OneTimeTokenEntity> {
    await this.repository.deleteToken(manager, row.id);
    return row;
  }

  private codeHash(id: string, code: string): string {
    return this.box.mac(CODE_PURPOSE, `${id}:${code}`);
  }
}
