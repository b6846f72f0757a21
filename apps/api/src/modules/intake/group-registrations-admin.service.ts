import { Injectable } from '@nestjs/common';
import type { AdminListQuery, AdminRecordPatch, GroupRegistrationDetail, GroupRegistrationPage, GroupRegistrationSummary } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import { streamCsv, type CsvColumn } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import type { Response } from 'express';
import type { GroupRegistrationEntity } from './group-registration.entity';
import { filtersOf } from './intake-admin-audit';
import { EXPORT_PAGE, GROUP_REGISTRATIONS, IntakeAdminRepository } from './intake-admin.repository';

const GROUP_COLUMNS: CsvColumn<GroupRegistrationEntity>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Organization', value: (r) => r.organization },
  { header: 'Contact', value: (r) => r.contactName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Group size', value: (r) => r.groupSize },
  { header: 'Office', value: (r) => r.office },
  { header: 'Affiliate', value: (r) => r.affiliate },
  { header: 'Notes', value: (r) => r.notes },
  { header: 'Status', value: (r) => r.status },
  { header: 'Internal note', value: (r) => r.internalNote },
];

/** Staff reads and changes of group registrations; each one is written to the audit log (ids and field names only). */
@Injectable()
export class GroupRegistrationsAdminService {
  constructor(
    private readonly repository: IntakeAdminRepository,
    private readonly audit: AuditService,
  ) {}

  /** The whole filtered list as CSV, streamed page by page; the export is audited with its row count. */
  async exportCsv(actor: StaffActor, query: AdminListQuery, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'group-registrations.csv', GROUP_COLUMNS, (cursor) => this.repository.list(GROUP_REGISTRATIONS, { ...query, cursor, limit: EXPORT_PAGE }));
    await this.audit.record({ actorId: actor.id, action: 'group_registrations.exported', subjectType: 'group_registrations', details: { rows, filters: filtersOf(query) }, requestId: actor.requestId });
  }

  async list(actor: StaffActor, query: AdminListQuery): Promise<GroupRegistrationPage> {
    const page = await this.repository.list(GROUP_REGISTRATIONS, query);
    await this.audit.record({ actorId: actor.id, action: 'group_registrations.listed', subjectType: 'group_registrations', details: { count: page.items.length, filters: filtersOf(query) }, requestId: actor.requestId });
    return { items: page.items.map(summaryOf), nextCursor: page.nextCursor };
  }

  async detail(actor: StaffActor, id: string): Promise<GroupRegistrationDetail> {
    const row = await this.repository.findAndAuditRead(GROUP_REGISTRATIONS, id, actor);
    if (!row) throw ApiError.notFound('Group registration');
    return detailOf(row);
  }

  async patch(actor: StaffActor, id: string, patch: AdminRecordPatch): Promise<GroupRegistrationDetail> {
    try {
      return detailOf(await this.repository.patch(GROUP_REGISTRATIONS, id, patch, actor));
    } catch (error) {
      // platform/admin names the entity class; say what a person calls it.
      if (error instanceof ApiError && error.status === 404) throw ApiError.notFound('Group registration');
      throw error;
    }
  }
}

function summaryOf(row: GroupRegistrationEntity): GroupRegistrationSummary {
  return {
    id: row.id,
    reference: row.reference,
    organization: row.organization,
    contactName: row.contactName,
    email: row.email,
    groupSize: row.groupSize,
    office: row.office,
    affiliate: row.affiliate,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

function detailOf(row: GroupRegistrationEntity): GroupRegistrationDetail {
  return { ...summaryOf(row), phone: row.phone, notes: row.notes, referralCode: row.referralCode, internalNote: row.internalNote, updatedAt: row.updatedAt.toISOString() };
}
