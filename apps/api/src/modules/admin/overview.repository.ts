import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** A kind of lead the overview counts: its table (with created_at and status) and, if it has one, its office column. */
export interface LeadSource {
  kind: string;
  label: string;
  table: string;
  listPath: string;
  officeColumn?: string;
}

export const LEAD_SOURCES: LeadSource[] = [
  { kind: 'contact-messages', label: 'Contact messages', table: 'contact_messages', listPath: '/api/admin/contact-messages', officeColumn: 'office' },
  { kind: 'tax-intakes', label: 'Tax information', table: 'tax_intakes', listPath: '/api/admin/tax-intakes', officeColumn: 'office' },
  {
    kind: 'group-registrations',
    label: 'Group registrations',
    table: 'group_registrations',
    listPath: '/api/admin/group-registrations',
    officeColumn: 'office',
  },
  { kind: 'applications', label: 'Job applications', table: 'career_applications', listPath: '/api/admin/applications' },
];

// Today and this week (Monday first) as the firm's offices count them, in Michigan.
const TODAY = `date_trunc('day', now() AT TIME ZONE 'America/Detroit') AT TIME ZONE 'America/Detroit'`;
const WEEK = `date_trunc('week', now() AT TIME ZONE 'America/Detroit') AT TIME ZONE 'America/Detroit'`;

/**
 * The one place that reads across the feature tables, and only to count: the back office's overview. The tables are
 * named in LEAD_SOURCES and below; each module still owns its table's rows.
 */
@Injectable()
export class OverviewRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async leadCounts(
    source: LeadSource,
  ): Promise<{ today: number; week: number; waiting: number; byOffice: Array<{ office: string; today: number; week: number }> }> {
    const office = source.officeColumn ?? `''`;
    const rows = (await this.dataSource.query(
      `SELECT ${office} AS office, count(*) FILTER (WHERE created_at >= ${TODAY})::int AS today, count(*) FILTER (WHERE created_at >= ${WEEK})::int AS week,
              count(*) FILTER (WHERE status = 'new')::int AS waiting
       FROM ${source.table} GROUP BY 1 ORDER BY 1`,
    )) as Array<{ office: string; today: number; week: number; waiting: number }>;
    const sum = (key: 'today' | 'week' | 'waiting') => rows.reduce((total, row) => total + row[key], 0);
    return {
      today: sum('today'),
      week: sum('week'),
      waiting: sum('waiting'),
      byOffice: source.officeColumn ? rows.map(({ office: o, today, week }) => ({ office: o, today, week })) : [],
    };
  }

  async appointmentsToday(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM booking_appointments WHERE status = 'confirmed' AND starts_at >= ${TODAY} AND starts_at < ${TODAY} + interval '1 day'`,
    )) as { n: number }[];
    return row!.n;
  }

  async paymentsToday(): Promise<{ count: number; amountCents: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n, coalesce(sum(amount_cents), 0)::int AS cents FROM payments WHERE paid_at >= ${TODAY}`,
    )) as { n: number; cents: number }[];
    return { count: row!.n, amountCents: row!.cents };
  }

  async referralsAwaitingDecision(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM referrals WHERE status IN ('pending', 'contacted')`)) as { n: number }[];
    return row!.n;
  }
}
