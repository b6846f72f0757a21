import { Injectable } from '@nestjs/common';
import type { AdminListQuery, GroupRegistrationDetail, GroupRegistrationSummary } from '@huron/shared/contracts';
import { AdminRecordsService, pickFields } from '../../platform/admin';
import { PeopleDirectoryService } from '../auth';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import type { GroupRegistrationEntity } from './group-registration.entity';
import { GROUP_REGISTRATIONS, IntakeAdminRepository } from './intake-admin.repository';

const GROUP_COLUMNS = csvColumns<GroupRegistrationEntity>(
  ['reference', 'createdAt', 'organization', 'contactName', 'email', 'phone', 'groupSize', 'office', 'affiliate', 'notes', 'status', 'internalNote'],
  { createdAt: 'Received', contactName: 'Contact' },
);

/** Staff reads and changes of group registrations; each one is written to the audit log (ids and field names only). */
@Injectable()
export class GroupRegistrationsAdminService extends AdminRecordsService<
  GroupRegistrationEntity,
  AdminListQuery,
  GroupRegistrationSummary,
  GroupRegistrationDetail
> {
  constructor(repository: IntakeAdminRepository, audit: AuditService, people: PeopleDirectoryService) {
    super(audit, {
      table: 'group_registrations',
      csv: { filename: 'group-registrations.csv', columns: GROUP_COLUMNS },
      staff: people,
      notFound: () => ApiError.notFound('Group registration'),
      ...repository.recordsOf(GROUP_REGISTRATIONS),
      summaryOf,
      detailOf,
    });
  }
}

function summaryOf(row: GroupRegistrationEntity): GroupRegistrationSummary {
  return {
    ...pickFields(row, ['id', 'reference', 'organization', 'contactName', 'email', 'groupSize', 'office', 'affiliate', 'status', 'version']),
    // The name is added by AdminRecordsService (withAssignees), from one lookup per page.
    assigneeId: row.assigneeId,
    assigneeName: null,
    createdAt: row.createdAt.toISOString(),
  };
}

function detailOf(row: GroupRegistrationEntity): GroupRegistrationDetail {
  return { ...summaryOf(row), ...pickFields(row, ['phone', 'notes', 'referralCode', 'internalNote', 'locale']), updatedAt: row.updatedAt.toISOString() };
}
