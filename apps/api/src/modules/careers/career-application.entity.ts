import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { AdminRecordColumns } from '../../platform/admin';

/** An application from Quick Apply on /careers (table from migration 1763930000000). */
@Entity('career_applications')
export class CareerApplicationEntity extends AdminRecordColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  reference: string;

  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'cover_note', type: 'text', nullable: true })
  coverNote: string | null;

  /** The upload claimed as the résumé (the uploads table holds it, encrypted). */
  @Column({ name: 'resume_id', type: 'uuid', nullable: true })
  resumeId: string | null;
}
