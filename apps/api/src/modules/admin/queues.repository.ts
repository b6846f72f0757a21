import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * One count of the back office's sidebar: its key (the sidebar entry's `count`) and a query answering one row
 * one value (a count). `$1` is always the signed-in staff member's id, for counts of what is theirs (a query may ignore it).
 * Adding a queue is one line here and one in the sidebar (libs/web/feature-admin/src/shell/sidebar-entries.ts).
 */
export interface QueueCount {
  key: string;
  sql: string;
}

const TODAY = `date_trunc('day', now() AT TIME ZONE 'America/Detroit') AT TIME ZONE 'America/Detroit'`;

export const QUEUE_COUNTS: QueueCount[] = [
  { key: 'engagements', sql: `SELECT count(*)::int FROM engagements WHERE completed_at IS NULL AND assignee_user_id = $1` },
  {
    key: 'inbox',
    sql: `SELECT count(DISTINCT engagement_id)::int FROM engagement_messages WHERE author = 'client' AND read_at IS NULL`,
  },
  { key: 'tax-intakes', sql: `SELECT count(*)::int FROM tax_intakes WHERE status = 'new'` },
  { key: 'contact-messages', sql: `SELECT count(*)::int FROM contact_messages WHERE status = 'new'` },
  { key: 'group-registrations', sql: `SELECT count(*)::int FROM group_registrations WHERE status = 'new'` },
  { key: 'applications', sql: `SELECT count(*)::int FROM career_applications WHERE status = 'new'` },
  {
    key: 'appointments',
    sql: `SELECT count(*)::int FROM booking_appointments WHERE status = 'confirmed' AND starts_at >= ${TODAY} AND starts_at < ${TODAY} + interval '1 day'`,
  },
  { key: 'referrals', sql: `SELECT count(*)::int FROM referrals WHERE status IN ('pending', 'contacted')` },
  // My work: the open records assigned to me, every kind (i45-work).
  {
    key: 'myWork',
    sql: `SELECT (${['contact_messages', 'tax_intakes', 'career_applications', 'group_registrations']
      .map((table) => `(SELECT count(*) FROM ${table} WHERE assignee_id = $1 AND status IN ('new', 'in_progress'))`)
      .join(' + ')} + (SELECT count(*) FROM booking_appointments WHERE assignee_id = $1 AND status = 'confirmed'))::int`,
  },
];

/** The sidebar's counts in one round trip: each queue a scalar subquery of one SELECT. */
@Injectable()
export class QueuesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async counts(staffId: string): Promise<Record<string, number>> {
    const columns = QUEUE_COUNTS.map((queue, index) => `(${queue.sql}) AS q${index}`);
    const [row] = (await this.dataSource.query(`SELECT ${columns.join(', ')}`, [staffId])) as Array<Record<string, number>>;
    return Object.fromEntries(QUEUE_COUNTS.map((queue, index) => [queue.key, row?.[`q${index}`] ?? 0]));
  }
}
