import { Injectable } from '@nestjs/common';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { currentRequest } from '../http/request-scope';
import type { Tx } from '../database/transactions';
import type { AuditEntry } from './audit-entry.entity';
import { AuditRepository } from './audit.repository';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** Identifiers and changed field names only: never the personal data itself. */
  details?: Record<string, unknown>;
  requestId?: string | null;
}

@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /** Pass the transaction's manager so the record commits or rolls back with the change it describes. */
  async record(entry: AuditRecord, manager?: Tx): Promise<void> {
    await this.repository.insertEntry(auditRow(entry), manager);
  }
}

/** The row of an entry, with the request it came from (id and client address) when there is one. */
export function auditRow(entry: AuditRecord): QueryDeepPartialEntity<AuditEntry> {
  const request = currentRequest();
  return {
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    details: (entry.details ?? {}) as QueryDeepPartialEntity<Record<string, unknown>>,
    requestId: entry.requestId ?? request?.requestId ?? null,
    clientAddress: request?.clientAddress ?? null,
  };
}
