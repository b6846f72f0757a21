import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Pending until the mail server accepts it; a message given up on stays pending and its `mail:deliver` job failed. */
export type MailStatus = 'pending' | 'sent';

/** A queued email. `content` is the sealed MailMessage (recipient included); erased once delivered. Delivery is a job (platform/jobs). */
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

  /** Scheduled mail from before reminders became jobs waits until then (its delivery job runs at this time). */
  @Column({ name: 'not_before', type: 'timestamptz' })
  notBefore: Date;

  @Column({ name: 'schedule_key', type: 'text', nullable: true })
  scheduleKey: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
