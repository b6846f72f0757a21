import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One office's setting for a day: a federal holiday kept open, or an extra day closed (migration 1764310000001). */
@Entity('office_holidays')
export class OfficeHolidayEntity {
  @PrimaryColumn({ type: 'text' })
  office: string;

  @PrimaryColumn({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'boolean' })
  closed: boolean;
}
