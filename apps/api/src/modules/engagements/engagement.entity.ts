import type {
  DocumentRequestStatus,
  DocumentRequestType,
  EfileResult,
  EngagementInternalStatus,
  EngagementKind,
  EngagementStatus,
  Office,
} from '@huron/shared/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedRowColumns, VersionedRowColumns } from '../../platform/database/versioned-row-columns';

// The engagements module's tables (migration 1795000000000). The repository reads and writes them in SQL; these
// classes document the columns and register the tables with TypeORM.

/** One client's return: one per client email, tax year and kind. */
@Entity('engagements')
export class EngagementEntity extends VersionedRowColumns {
  /** Lower case (normalizeEmail). */
  @Column({ name: 'client_email', type: 'text' })
  clientEmail: string;

  /** The account it belongs to: set when an account proves the mailbox of `clientEmail`. */
  @Column({ name: 'client_user_id', type: 'uuid', nullable: true })
  clientUserId: string | null;

  @Column({ name: 'tax_year', type: 'integer' })
  taxYear: number;

  @Column({ type: 'text' })
  kind: EngagementKind;

  @Column({ type: 'text' })
  status: EngagementStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz' })
  statusChangedAt: Date;

  @Column({ name: 'internal_status', type: 'text' })
  internalStatus: EngagementInternalStatus;

  @Column({ name: 'irs_result', type: 'text' })
  irsResult: EfileResult;

  @Column({ name: 'irs_next_step', type: 'text', nullable: true })
  irsNextStep: string | null;

  @Column({ name: 'irs_updated_at', type: 'timestamptz', nullable: true })
  irsUpdatedAt: Date | null;

  @Column({ name: 'michigan_result', type: 'text' })
  michiganResult: EfileResult;

  @Column({ name: 'michigan_next_step', type: 'text', nullable: true })
  michiganNextStep: string | null;

  @Column({ name: 'michigan_updated_at', type: 'timestamptz', nullable: true })
  michiganUpdatedAt: Date | null;

  @Column({ name: 'assignee_user_id', type: 'uuid', nullable: true })
  assigneeUserId: string | null;

  @Column({ type: 'text', nullable: true })
  office: Office | null;

  @Column({ name: 'tax_intake_id', type: 'uuid', nullable: true })
  taxIntakeId: string | null;

  @Column({ name: 'invitation_sent_at', type: 'timestamptz', nullable: true })
  invitationSentAt: Date | null;

  /** When the status last became `complete`; the retention period runs from it (see engagement_retain_until). */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}

/** A dated change of the status, an e-file result or the internal status (the last never shown to the client). */
@Entity('engagement_status_events')
export class EngagementStatusEventEntity extends CreatedRowColumns {
  @Column({ name: 'engagement_id', type: 'uuid' })
  engagementId: string;

  @Column({ type: 'text' })
  field: 'status' | 'irs' | 'michigan' | 'internal_status';

  @Column({ type: 'text' })
  value: string;

  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true })
  actorUserId: string | null;
}

/** An internal note: staff only, append-only (the database refuses UPDATE). */
@Entity('engagement_notes')
export class EngagementNoteEntity extends CreatedRowColumns {
  @Column({ name: 'engagement_id', type: 'uuid' })
  engagementId: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'author_user_id', type: 'uuid', nullable: true })
  authorUserId: string | null;
}

/** A document or question asked of the client, with its answer and reminder state. */
@Entity('document_requests')
export class DocumentRequestEntity extends VersionedRowColumns {
  @Column({ name: 'engagement_id', type: 'uuid' })
  engagementId: string;

  @Column({ type: 'text' })
  type: DocumentRequestType;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text' })
  status: DocumentRequestStatus;

  @Column({ name: 'return_reason', type: 'text', nullable: true })
  returnReason: string | null;

  @Column({ type: 'text', nullable: true })
  answer: string | null;

  /** Since when it waits for the client (asked, or returned); reminders count from it. */
  @Column({ name: 'waiting_since', type: 'timestamptz' })
  waitingSince: Date;

  @Column({ name: 'reminders_sent', type: 'integer' })
  remindersSent: number;

  @Column({ name: 'next_reminder_at', type: 'timestamptz', nullable: true })
  nextReminderAt: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;
}

/** A file given against a document request: an upload (encrypted, in the uploads table) this request claimed. */
@Entity('document_request_files')
export class DocumentRequestFileEntity extends CreatedRowColumns {
  @Column({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId: string;
}

/** A mailbox an account has proven it reads (a one-time link or code sent there was used). */
@Entity('portal_mailbox_proofs')
export class MailboxProofEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'text' })
  email: string;

  @Column({ name: 'proven_at', type: 'timestamptz' })
  provenAt: Date;
}

export const ENGAGEMENT_ENTITIES = [
  EngagementEntity,
  EngagementStatusEventEntity,
  EngagementNoteEntity,
  DocumentRequestEntity,
  DocumentRequestFileEntity,
  MailboxProofEntity,
];
