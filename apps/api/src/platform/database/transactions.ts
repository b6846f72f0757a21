import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A transaction as services see it: a handle they receive from `Transactions.run` and pass on to repository methods.
 * Only repositories run statements on it.
 */
export type Tx = EntityManager;

/** Lets a service ask for a transaction without touching the database itself. */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Outside any transaction: each statement commits on its own. */
  get none(): Tx {
    return this.dataSource.manager;
  }
}
