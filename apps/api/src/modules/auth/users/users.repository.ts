import { Injectable } from '@nestjs/common';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Tx } from '../../../platform/database/transactions';
import { MfaFactorEntity } from './mfa-factor.entity';
import { UserEntity } from './user.entity';

export interface NewUserRow {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
}

/** The only file that knows auth.users (and reads auth.mfa_factors for a user's answer). */
@Injectable()
export class UsersRepository {
  findByEmail(tx: Tx, email: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).findOneBy({ email });
  }

  /** The account waiting to move to this address (first one, if several asked). */
  findByPendingEmail(tx: Tx, email: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).findOne({ where: { newEmail: email }, order: { emailChangeSentAt: 'DESC' } });
  }

  findById(tx: Tx, id: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).findOneBy({ id });
  }

  /** Locks the user row for the rest of the transaction. */
  lockUser(tx: Tx, id: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async insertUser(tx: Tx, user: NewUserRow): Promise<string> {
    const [row] = (await tx.query(
      `INSERT INTO auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       VALUES ($1, $2, CASE WHEN $3 THEN now() END, $4, $5) RETURNING id`,
      [user.email, user.passwordHash, user.confirmed, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(user.userMetadata)],
    )) as { id: string }[];
    return row!.id;
  }

  async updateUser(tx: Tx, id: string, values: QueryDeepPartialEntity<UserEntity>): Promise<void> {
    await tx.getRepository(UserEntity).update({ id }, { ...values, updatedAt: () => 'now()' });
  }

  factorsOf(tx: Tx, userId: string): Promise<MfaFactorEntity[]> {
    return tx.getRepository(MfaFactorEntity).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  async savepoint(tx: Tx, name: string): Promise<void> {
    await tx.query(`SAVEPOINT ${name}`);
  }

  async releaseSavepoint(tx: Tx, name: string): Promise<void> {
    await tx.query(`RELEASE SAVEPOINT ${name}`);
  }

  async rollbackToSavepoint(tx: Tx, name: string): Promise<void> {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
  }
}
