import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A queued email. `content` is the sealed MailMessage (recipient included); erased once delivered. */
@Entity('mail_outbox')
export class MailOutboxEntry {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', default: 'pending' })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  /** Scheduled mail (reminders) waits until then. */
  @Column({ name: 'not_before', type: 'timestamptz' })
  notBefore: Date;

  @Column({ name: 'schedule_key', type: 'text', nullable: true })
  scheduleKey: string | null;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
