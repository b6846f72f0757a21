import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One row per staff action on client data: who, what, on which record, when. Append-only. */
@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text' })
  action: string;

  @Column({ name: 'subject_type', type: 'text' })
  subjectType: string;

  @Column({ name: 'subject_id', type: 'text', nullable: true })
  subjectId: string | null;

  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  @Column({ name: 'request_id', type: 'text', nullable: true })
  requestId: string | null;

  /** Where the request came from (added by migration 1763920000000; null for the staff command and older rows). */
  @Column({ name: 'client_address', type: 'text', nullable: true })
  clientAddress: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
