import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { JobPostingEntity } from './job-posting.entity';

export type JobPostingValues = Omit<JobPostingEntity, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The only file that knows the job_postings table. */
@Injectable()
export class JobPostingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Open postings whose closing date is `today` or later, newest first (ties: newest row, then id descending). */
  listOpen(today: string): Promise<JobPostingEntity[]> {
    return this.dataSource
      .getRepository(JobPostingEntity)
      .createQueryBuilder('p')
      .where(`p.status = 'open' AND p.valid_through >= :today`, { today })
      .orderBy('p.date_posted', 'DESC')
      .addOrderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getMany();
  }

  /** Every posting: open ones first, then newest first. */
  listAll(): Promise<JobPostingEntity[]> {
    return this.dataSource
      .getRepository(JobPostingEntity)
      .createQueryBuilder('p')
      .orderBy(`p.status = 'open'`, 'DESC')
      .addOrderBy('p.date_posted', 'DESC')
      .addOrderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getMany();
  }

  find(id: string, manager?: EntityManager): Promise<JobPostingEntity | null> {
    return (manager ?? this.dataSource.manager).getRepository(JobPostingEntity).findOneBy({ id });
  }

  /** Inserts under `id`; false when the id is taken (the caller picks another). */
  async insert(manager: EntityManager, id: string, values: JobPostingValues): Promise<boolean> {
    const result = await manager
      .getRepository(JobPostingEntity)
      .createQueryBuilder()
      .insert()
      .values({ id, ...values })
      .orIgnore()
      .returning('id')
      .execute();
    return result.raw.length === 1;
  }

  /** The stored posting locked for a change (in the caller's transaction), or null. */
  lock(manager: EntityManager, id: string): Promise<JobPostingEntity | null> {
    return manager.getRepository(JobPostingEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Writes `values` only at `version` and moves the version on; false when the version is stale. */
  async update(manager: EntityManager, id: string, version: number, values: Partial<JobPostingValues>): Promise<boolean> {
    const result = await manager
      .getRepository(JobPostingEntity)
      .createQueryBuilder()
      .update()
      .set({ ...values, version: () => 'version + 1', updatedAt: () => 'now()' })
      .where('id = :id AND version = :version', { id, version })
      .execute();
    return result.affected === 1;
  }
}
