import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LeadRecordColumns } from '../../platform/admin';
import { JobPostingEntity } from './job-posting.entity';

/** An application from Quick Apply on /careers (table from migration 1763930000000). */
@Entity('career_applications')
export class CareerApplicationEntity extends LeadRecordColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  /** The posting applied for (loaded with every find; the list joins it). */
  @ManyToOne(() => JobPostingEntity, { eager: true, createForeignKeyConstraints: false })
  @JoinColumn({ name: 'job_id' })
  job?: JobPostingEntity | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'cover_note', type: 'text', nullable: true })
  coverNote: string | null;

  /** The upload claimed as the résumé (the uploads table holds it, encrypted). */
  @Column({ name: 'resume_id', type: 'uuid', nullable: true })
  resumeId: string | null;
}
