import { Injectable } from '@nestjs/common';
import type { QueryDeepPartialEntity, QueryPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Transactions, type Tx } from '../../../platform/database/transactions';
import { EventBus } from '../../../platform/events/event-bus';
import type { MfaFactorEntity } from './mfa-factor.entity';
import { toUserJson, type UserJson } from './user-json';
import { UserCreated } from './user.events';
import type { UserEntity } from './user.entity';
import { UsersRepository, type NewUserRow } from './users.repository';

export type NewUser = NewUserRow;

/** Columns to change; a function sets one to an SQL expression, e.g. `{ confirmationSentAt: () => 'now()' }`. */
export type UserChanges = QueryPartialEntity<Omit<UserEntity, 'id' | 'createdAt' | 'updatedAt'>>;

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: UsersRepository,
    private readonly events: EventBus,
  ) {}

  findByEmail(email: string, manager: Tx = this.transactions.none): Promise<UserEntity | null> {
    return this.repository.findByEmail(manager, email);
  }

  /** The account waiting to move to this address (first one, if several asked). */
  findByPendingEmail(email: string, manager: Tx = this.transactions.none): Promise<UserEntity | null> {
    return this.repository.findByPendingEmail(manager, email);
  }

  findById(id: string, manager: Tx = this.transactions.none): Promise<UserEntity | null> {
    return this.repository.findById(manager, id);
  }

  /** Locks the user row for the rest of the transaction. */
  lock(manager: Tx, id: string): Promise<UserEntity | null> {
    return this.repository.lockUser(manager, id);
  }

  /**
   * Creates the user in the caller's transaction and emits UserCreated in it (profiles creates the profile).
   * Returns null when the address is taken (a concurrent sign-up won); the savepoint keeps the transaction usable.
   */
  async create(manager: Tx, user: NewUser): Promise<UserEntity | null> {
    await this.repository.savepoint(manager, 'create_user');
    try {
      const id = await this.repository.insertUser(manager, user);
      await this.events.emit(new UserCreated(manager, id, user.email, user.userMetadata));
      await this.repository.releaseSavepoint(manager, 'create_user');
      return this.findById(id, manager);
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      await this.repository.rollbackToSavepoint(manager, 'create_user');
      return null;
    }
  }

  async update(manager: Tx, id: string, changes: UserChanges): Promise<void> {
    // TypeORM's deep-partial type cannot express the Record<string, unknown> JSON columns; UserChanges is exact.
    await this.repository.updateUser(manager, id, changes as QueryDeepPartialEntity<UserEntity>);
  }

  factorsOf(userId: string, manager: Tx = this.transactions.none): Promise<MfaFactorEntity[]> {
    return this.repository.factorsOf(manager, userId);
  }

  async toJson(user: UserEntity, manager?: Tx): Promise<UserJson> {
    return toUserJson(user, await this.factorsOf(user.id, manager));
  }
}
