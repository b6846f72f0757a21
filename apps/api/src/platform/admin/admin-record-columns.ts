import type { AdminRecordStatus } from '@huron/shared/contracts';
import { Column, CreateDateColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/**
 * Columns every lead record shares (extend it: `@Entity('contact_messages') class ContactMessage extends
 * AdminRecordColumns`). Add ADMIN_RECORD_COLUMNS_SQL to the table in the migration.
 */
export abstract class AdminRecordColumns {
  @Column({ type: 'text', default: 'new' })
  status: AdminRecordStatus;

  @Column({ name: 'internal_note', type: 'text', nullable: true })
  internalNote: string | null;

  /** The staff member it is assigned to (migration 1795000004600; not in ADMIN_RECORD_COLUMNS_SQL, which old migrations use). */
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId: string | null;

  @VersionColumn()
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** AdminRecordColumns and what every lead record is found and answered by: the reference the client quotes, and the email. */
export abstract class LeadRecordColumns extends AdminRecordColumns {
  @Column({ type: 'text' })
  reference: string;

  @Column({ type: 'text' })
  email: string;
}

/** The SQL of AdminRecordColumns, for CREATE TABLE in a migration. */
export const ADMIN_RECORD_COLUMNS_SQL = `
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done', 'spam')),
  internal_note text CHECK (char_length(internal_note) <= 5000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;
