import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Page, TaxIntakeListQuery } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { whereAssignee, whereCreatedOnDays } from '../../platform/admin';
import { fetchKeysetPage } from '../../platform/pagination';
import { TaxIntakeEntity } from './tax-intake.entity';

/** Staff queries and changes on tax_intakes. */
@Injectable()
export class TaxIntakeAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(query: TaxIntakeListQuery): Promise<Page<TaxIntakeEntity>> {
    const qb = this.dataSource.getRepository(TaxIntakeEntity).createQueryBuilder('t');
    if (query.status) qb.andWhere('t.status = :status', { status: query.status });
    if (query.office) qb.andWhere('t.office = :office', { office: query.office });
    whereCreatedOnDays(qb, 't', query);
    whereAssignee(qb, 't', query.assignee);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere('(t.full_name ILIKE :pattern OR t.email ILIKE :pattern)', { pattern });
    }
    return fetchKeysetPage(qb, 't', query, 'fullName');
  }

  findById(id: string): Promise<TaxIntakeEntity | null> {
    return this.dataSource.getRepository(TaxIntakeEntity).findOneBy({ id });
  }

  /** Changes status/note/assignee only if `version` is still current; returns the number of rows changed (0 or 1). */
  async patch(
    manager: EntityManager,
    id: string,
    version: number,
    changes: { status?: string; internalNote?: string | null; assigneeId?: string | null },
  ): Promise<number> {
    const set: string[] = ['version = version + 1', 'updated_at = now()'];
    const params: unknown[] = [id, version];
    if (changes.status !== undefined) set.push(`status = $${params.push(changes.status)}`);
    if (changes.internalNote !== undefined) set.push(`internal_note = $${params.push(changes.internalNote)}`);
    if (changes.assigneeId !== undefined) set.push(`assignee_id = $${params.push(changes.assigneeId)}`);
    const [, count] = (await manager.query(`UPDATE tax_intakes SET ${set.join(', ')} WHERE id = $1 AND version = $2`, params)) as [unknown, number];
    return count;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
