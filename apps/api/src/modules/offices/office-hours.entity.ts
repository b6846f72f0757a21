import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OpeningPeriod } from '@huron/shared/contracts';

/** An office's weekly hours (table from migration 1764310000001). */
@Entity('office_hours')
export class OfficeHoursEntity {
  @PrimaryColumn({ type: 'text' })
  office: string;

  @Column({ type: 'jsonb' })
  week: OpeningPeriod[];

  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
