import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditQuery, Page } from '@huron/shared/contracts';
import type { DataSource } from 'typeorm';
import { whereCreatedOnDays } from '../../platform/admin';
import { AuditEntry } from '../../platform/audit/audit-entry.entity';
import { ApiError } from '../../platform/http/api-error';
import { keysetDirection } from '../../platform/pagination';

/** An audit page's cursor: the last entry's id (ids only grow), so paging never repeats or skips an entry. */
const encode = (id: string) => Buffer.from(id).toString('base64url');
function decode(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[1-9][0-9]{0,18}$/.test(id)) throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor from a previous page' }]);
  return id;
}

/** Reads of the audit log, newest first unless asked otherwise (the log itself is append-only in the database). */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AuditQuery): Promise<Page<AuditEntry>> {
    const qb = this.dataSource.getRepository(AuditEntry).createQueryBuilder('entry');
    if (query.actor) qb.andWhere('entry.actor_id = :actor', { actor: query.actor });
    if (query.subjectType) qb.andWhere('entry.subject_type = :subjectType', { subjectType: query.subjectType });
    if (query.subjectId) qb.andWhere('entry.subject_id = :subjectId', { subjectId: query.subjectId });
    whereCreatedOnDays(qb, 'entry', query);
    const { direction, after } = keysetDirection(query.order);
    if (query.cursor) qb.andWhere(`entry.id ${after} :after`, { after: decode(query.cursor) });
    const rows = await qb
      .orderBy('entry.id', direction)
      .limit(query.limit + 1)
      .getMany();
    const items = rows.slice(0, query.limit);
    return { items, nextCursor: rows.length > query.limit ? encode(items.at(-1)!.id) : null };
  }
}
