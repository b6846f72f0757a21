import { Injectable } from '@nestjs/common';
import type { AdminOverview, AuditPage, AuditQuery } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import type { AuditEntry } from '../../platform/audit/audit-entry.entity';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns, streamCsv } from '../../platform/csv';
import type { Response } from 'express';
import { PeopleDirectoryService } from '../auth';
import { AuditLogRepository } from './audit-log.repository';
import { LEAD_SOURCES, OverviewRepository } from './overview.repository';

const AUDIT_COLUMNS = csvColumns<AuditEntry>(['id', 'createdAt', 'actorId', 'action', 'subjectType', 'subjectId', 'details', 'clientAddress', 'requestId'], {
  createdAt: 'When',
  actorId: 'Actor',
  subjectType: 'Record type',
  subjectId: 'Record',
  requestId: 'Request',
});

/** The back office's own reads: the overview of what came in, and the audit log (reading it is audited too). */
@Injectable()
export class AdminService {
  constructor(
    private readonly overviewCounts: OverviewRepository,
    private readonly auditLog: AuditLogRepository,
    private readonly people: PeopleDirectoryService,
    private readonly audit: AuditService,
  ) {}

  async overview(): Promise<AdminOverview> {
    const [leads, appointmentsToday, paymentsToday, referralsAwaitingDecision] = await Promise.all([
      Promise.all(LEAD_SOURCES.map(async (source) => ({ kind: source.kind, label: source.label, listPath: source.listPath, ...(await this.counts(source)) }))),
      this.overviewCounts.appointmentsToday(),
      this.overviewCounts.paymentsToday(),
      this.overviewCounts.referralsAwaitingDecision(),
    ]);
    return { generatedAt: new Date().toISOString(), timeZone: 'America/Detroit', leads, appointmentsToday, paymentsToday, referralsAwaitingDecision };
  }

  async auditEntries(actor: StaffActor, query: AuditQuery): Promise<AuditPage> {
    const page = await this.auditLog.list(query);
    const emails = await this.people.emailsOf([...new Set(page.items.map((entry) => entry.actorId).filter((id): id is string => id !== null))]);
    await this.audit.record({
      actorId: actor.id,
      action: 'audit_log.listed',
      subjectType: 'audit_log',
      details: { count: page.items.length },
      requestId: actor.requestId,
    });
    return {
      items: page.items.map((entry) => ({
        id: entry.id,
        actorId: entry.actorId,
        actorEmail: entry.actorId ? (emails.get(entry.actorId) ?? null) : null,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        details: entry.details,
        clientAddress: entry.clientAddress,
        requestId: entry.requestId,
        createdAt: entry.createdAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    };
  }

  async exportAudit(actor: StaffActor, query: AuditQuery, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'audit-log.csv', AUDIT_COLUMNS, (cursor) => this.auditLog.list({ ...query, cursor, limit: 500 }));
    await this.audit.record({ actorId: actor.id, action: 'audit_log.exported', subjectType: 'audit_log', details: { rows }, requestId: actor.requestId });
  }

  private async counts(source: (typeof LEAD_SOURCES)[number]) {
    const { today, week, waiting, byOffice } = await this.overviewCounts.leadCounts(source);
    return { counts: { today, week }, waiting, byOffice };
  }
}
