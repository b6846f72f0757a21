import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { TaxIntakeEntity } from './tax-intake.entity';

export type NewTaxIntake = Omit<TaxIntakeEntity, 'status' | 'internalNote' | 'assigneeId' | 'version' | 'createdAt' | 'updatedAt'>;

/** The only file that knows the tax_intakes table. Writes take the caller's EntityManager (its transaction). */
@Injectable()
export class TaxIntakeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, intake: NewTaxIntake): Promise<TaxIntakeEntity> {
    const repo = manager.getRepository(TaxIntakeEntity);
    await repo.insert(intake);
    return repo.findOneByOrFail({ id: intake.id });
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<TaxIntakeEntity | null> {
    return manager.getRepository(TaxIntakeEntity).findOneBy({ id });
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
