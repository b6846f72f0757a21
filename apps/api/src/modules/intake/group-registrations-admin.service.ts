import { Injectable } from '@nestjs/common';
import type { AdminListQuery, AdminRecordPatch, GroupRegistrationDetail, GroupRegistrationPage, GroupRegistrationSummary } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiError } from '../../platform/http/api-error';
import type { GroupRegistrationEntity } from './group-registration.entity';
import { filtersOf } from './intake-admin-audit';
import { GROUP_REGISTRATIONS, IntakeAdminRepository } from './intake-admin.repository';

/** Staff reads and changes of group registrations; each one is written to the audit log (ids and field names only). */
@Injectable()
export class GroupRegistrationsAdminService {
  constructor(
    private readonly repository: IntakeAdminRepository,
    private readonly audit: AuditService,
  ) {}

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
