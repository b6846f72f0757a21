import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Tx } from '../database/transactions';
import { AuditEntry } from './audit-entry.entity';

/** The only file that writes audit_log. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the caller's transaction when given one, so the entry commits or rolls back with the change it describes. */
  async insertEntry(row: QueryDeepPartialEntity<AuditEntry>, tx: Tx = this.dataSource.manager): Promise<void> {
    await tx.getRepository(AuditEntry).insert(row);
  }
}
