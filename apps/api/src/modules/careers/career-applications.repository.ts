import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminRecordPatch, CareerApplicationListQuery, Page } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { applyAdminPatch, auditRead, type StaffActor, whereAssignee, whereCreatedOnDays } from '../../platform/admin';
import { fetchKeysetPage } from '../../platform/pagination';
import { CareerApplicationEntity } from './career-application.entity';

export type NewCareerApplication = Pick<CareerApplicationEntity, 'reference' | 'jobId' | 'name' | 'email' | 'phone' | 'coverNote' | 'resumeId' | 'locale'>;

/** The only file that knows the career_applications table. */
@Injectable()
export class CareerApplicationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Inserts the application and returns its id; a duplicate reference throws (withUniqueReference retries). */
  async insert(manager: EntityManager, application: NewCareerApplication): Promise<string> {
    const result = await manager.getRepository(CareerApplicationEntity).insert(application);
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Newest first, filtered by status, job and inclusive creation days (the firm's calendar), searched by name or email. */
  list(query: CareerApplicationListQuery): Promise<Page<CareerApplicationEntity>> {
    const qb = this.dataSource.getRepository(CareerApplicationEntity).createQueryBuilder('application').leftJoinAndSelect('application.job', 'job');
    if (query.status) qb.andWhere('application.status = :status', { status: query.status });
    if (query.job) qb.andWhere('application.job_id = :job', { job: query.job });
    whereCreatedOnDays(qb, 'application', query);
    whereAssignee(qb, 'application', query.assignee);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere('(application.name ILIKE :pattern OR application.email ILIKE :pattern)', { pattern });
    }
    return fetchKeysetPage(qb, 'application', query, 'name');
  }

  /** The application, with the staff member's read written to the audit log in the same transaction. */
  findAndAuditRead(id: string, actor: StaffActor): Promise<CareerApplicationEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(CareerApplicationEntity).findOneBy({ id });
      if (row) await auditRead(manager, actor, 'career_applications', id);
      return row;
    });
  }

  /** Status and/or note, only at the version the staff member saw (409 otherwise); audited. */
  patch(id: string, patch: AdminRecordPatch, actor: StaffActor): Promise<CareerApplicationEntity> {
    return applyAdminPatch(this.dataSource, CareerApplicationEntity, id, patch, actor);
  }
}
