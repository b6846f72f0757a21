import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity, QueryPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { EventBus } from '../../../platform/events/event-bus';
import { MfaFactorEntity } from './mfa-factor.entity';
import { toUserJson, type UserJson } from './user-json';
import { UserCreated } from './user.events';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
}

/** Columns to change; a function sets one to an SQL expression, e.g. `{ confirmationSentAt: () => 'now()' }`. */
export type UserChanges = QueryPartialEntity<Omit<UserEntity, 'id' | 'createdAt' | 'updatedAt'>>;

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ email });
  }

  /** The account waiting to move to this address (first one, if several asked). */
  findByPendingEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOne({ where: { newEmail: email }, order: { emailChangeSentAt: 'DESC' } });
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ id });
  }

  /** Locks the user row for the rest of the transaction. */
  lock(manager: EntityManager, id: string): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Creates the user in the caller's transaction and emits UserCreated in it (profiles creates the profile).
   * Returns null when the address is taken (a concurrent sign-up won); the savepoint keeps the transaction usable.
   */
  async create(manager: EntityManager, user: NewUser): Promise<UserEntity | null> {
    await manager.query('SAVEPOINT create_user');
    try {
      const [row] = (await manager.query(
        `INSERT INTO auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         VALUES ($1, $2, CASE WHEN $3 THEN now() END, $4, $5) RETURNING id`,
        [user.email, user.passwordHash, user.confirmed, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(user.userMetadata)],
      )) as { id: string }[];
      await this.events.emit(new UserCreated(manager, row!.id, user.email, user.userMetadata));
      await manager.query('RELEASE SAVEPOINT create_user');
      return this.findById(row!.id, manager);
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await manager.query('ROLLBACK TO SAVEPOINT create_user');
      return null;
    }
  }

  async update(manager: EntityManager, id: string, changes: UserChanges): Promise<void> {
    // TypeORM's deep-partial type cannot express the Record<string, unknown> JSON columns; UserChanges is exact.
    const values = { ...changes, updatedAt: () => 'now()' } as QueryDeepPartialEntity<UserEntity>;
    await manager.getRepository(UserEntity).update({ id }, values);
  }

  factorsOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<MfaFactorEntity[]> {
    return manager.getRepository(MfaFactorEntity).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  async toJson(user: UserEntity, manager?: EntityManager): Promise<UserJson> {
    return toUserJson(user, await this.factorsOf(user.id, manager));
  }
}
