import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A job posting staff edit in /admin (table from migration 1764310000000). Dates are calendar days, Michigan time. */
@Entity('job_postings')
export class JobPostingEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  location: string;

  @Column({ type: 'text' })
  pay: string;

  @Column({ name: 'pay_min_cents', type: 'integer' })
  payMinCents: number;

  @Column({ name: 'pay_max_cents', type: 'integer' })
  payMaxCents: number;

  @Column({ name: 'pay_unit', type: 'text' })
  payUnit: 'HOUR' | 'WEEK' | 'MONTH' | 'YEAR';

  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'employment_types', type: 'text', array: true })
  employmentTypes: Array<'FULL_TIME' | 'PART_TIME' | 'TEMPORARY' | 'SEASONAL' | 'INTERN' | 'CONTRACTOR'>;

  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'text', array: true })
  duties: string[];

  @Column({ type: 'text', array: true })
  requirements: string[];

  @Column({ type: 'text', array: true })
  preferred: string[];

  @Column({ type: 'text', array: true })
  benefits: string[];

  @Column({ name: 'date_posted', type: 'date' })
  datePosted: string;

  @Column({ name: 'valid_through', type: 'date' })
  validThrough: string;

  @Column({ type: 'text' })
  status: 'open' | 'closed';

  @Column({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
