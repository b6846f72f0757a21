import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OfficeHoliday, OpeningPeriod } from '@huron/shared/contracts';
import { Between, MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import { OfficeHolidayEntity } from './office-holiday.entity';
import { OfficeHoursEntity } from './office-hours.entity';

/** The only file that knows the office_hours and office_holidays tables. */
@Injectable()
export class OfficesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  hours(office: string, manager?: EntityManager): Promise<OfficeHoursEntity | null> {
    return (manager ?? this.dataSource.manager).getRepository(OfficeHoursEntity).findOneBy({ office });
  }

  allHours(): Promise<OfficeHoursEntity[]> {
    return this.dataSource.getRepository(OfficeHoursEntity).find({ order: { office: 'ASC' } });
  }

  /** The office's own holiday settings from `from` through `to` (YYYY-MM-DD, inclusive). */
  holidays(office: string, from: string, to: string, manager?: EntityManager): Promise<OfficeHolidayEntity[]> {
    return (manager ?? this.dataSource.manager).getRepository(OfficeHolidayEntity).find({ where: { office, date: Between(from, to) }, order: { date: 'ASC' } });
  }

  /** New week at `version` only (one UPDATE ... WHERE version); false when someone changed it since. */
  async updateWeek(manager: EntityManager, office: string, version: number, week: OpeningPeriod[]): Promise<boolean> {
    const result = await manager
      .getRepository(OfficeHoursEntity)
      .createQueryBuilder()
      .update()
      .set({ week: () => ':week::jsonb', version: () => 'version + 1', updatedAt: () => 'now()' })
      .setParameter('week', JSON.stringify(week))
      .where('office = :office AND version = :version', { office, version })
      .execute();
    return result.affected === 1;
  }

  /** Replaces the office's settings from `from` on (earlier ones stay as history). */
  async replaceHolidays(manager: EntityManager, office: string, from: string, holidays: OfficeHoliday[]): Promise<void> {
    const repository = manager.getRepository(OfficeHolidayEntity);
    await repository.delete({ office, date: MoreThanOrEqual(from) });
    if (holidays.length)
      await repository.upsert(
        holidays.map((h) => ({ office, ...h })),
        ['office', 'date'],
      );
  }
}
