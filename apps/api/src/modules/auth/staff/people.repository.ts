import { Injectable } from '@nestjs/common';
import type { PeopleQuery } from '@huron/shared/contracts';
import { In } from 'typeorm';
import type { Tx } from '../../../platform/database/transactions';
import { fetchKeysetPage } from '../../../platform/pagination';
import { SessionEntity } from '../sessions/session.entity';
import { MfaFactorEntity } from '../users/mfa-factor.entity';
import { STAFF_ROLE } from '../users/roles';
import { UserEntity } from '../users/user.entity';

/** The back office's statements over accounts (auth.users, their sessions and factors). */
@Injectable()
export class PeopleRepository {
  /** One keyset page of accounts, filtered by a part of the email and by holding the staff role. */
  listPeople(tx: Tx, query: PeopleQuery): Promise<{ items: UserEntity[]; nextCursor: string | null }> {
    const qb = tx.getRepository(UserEntity).createQueryBuilder('person');
    if (query.email) qb.andWhere(`person.email ILIKE :pattern`, { pattern: `%${query.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    if (query.staff) qb.andWhere(`(person.raw_app_meta_data -> 'roles' ? :role) = :staff`, { role: STAFF_ROLE, staff: query.staff === 'true' });
    return fetchKeysetPage(qb, 'person', query);
  }

  findPerson(tx: Tx, id: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).findOneBy({ id });
  }

  lockPerson(tx: Tx, id: string): Promise<UserEntity | null> {
    return tx.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Locks every staff account's row (in id order, so two callers cannot deadlock) and returns their ids. */
  async lockStaffIds(tx: Tx): Promise<string[]> {
    const rows = (await tx.query(`SELECT id FROM auth.users WHERE raw_app_meta_data -> 'roles' ? $1 ORDER BY id FOR UPDATE`, [STAFF_ROLE])) as { id: string }[];
    return rows.map((row) => row.id);
  }

  async setRoles(tx: Tx, user: UserEntity, roles: string[]): Promise<void> {
    await tx.getRepository(UserEntity).update({ id: user.id }, { appMetadata: { ...user.appMetadata, roles }, updatedAt: new Date() });
  }

  /** Ends every session of the account (refresh tokens go with them); how many there were. */
  async deleteSessionsOf(tx: Tx, userId: string): Promise<number> {
    const [, ended] = (await tx.query(`DELETE FROM auth.sessions WHERE user_id = $1`, [userId])) as [unknown, number];
    return ended;
  }

  sessionsOf(tx: Tx, userId: string): Promise<SessionEntity[]> {
    return tx.getRepository(SessionEntity).find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  factorsOf(tx: Tx, userId: string): Promise<MfaFactorEntity[]> {
    return tx.getRepository(MfaFactorEntity).find({ where: { userId } });
  }

  emailsOf(tx: Tx, ids: string[]): Promise<{ id: string; email: string }[]> {
    return tx.getRepository(UserEntity).find({ select: { id: true, email: true }, where: { id: In(ids) } });
  }

  /** The staff accounts among `ids`, with their email and full name (user_metadata.full_name). */
  async staffAmong(tx: Tx, ids: string[]): Promise<{ id: string; email: string; fullName: string | null }[]> {
    return (await tx.query(
      `SELECT id, email, raw_user_meta_data ->> 'full_name' AS "fullName" FROM auth.users WHERE id = ANY($1::uuid[]) AND raw_app_meta_data -> 'roles' ? $2`,
      [ids, STAFF_ROLE],
    )) as { id: string; email: string; fullName: string | null }[];
  }
}
