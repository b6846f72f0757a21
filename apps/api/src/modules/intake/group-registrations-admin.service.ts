import { Injectable } from '@nestjs/common';
import type { GroupRegistrationDetail, GroupRegistrationSummary } from '@huron/shared/contracts';
import { leadDetailFields, leadSummary } from '../../platform/admin';
import { PeopleDirectoryService } from '../auth';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns } from '../../platform/csv';
import type { GroupRegistrationEntity } from './group-registration.entity';
import { GROUP_REGISTRATIONS, IntakeAdminRepository } from './intake-admin.repository';
import { IntakeLeadAdminService } from './intake-lead-admin.service';

const GROUP_COLUMNS = csvColumns<GroupRegistrationEntity>(
  ['reference', 'createdAt', 'organization', 'contactName', 'email', 'phone', 'groupSize', 'office', 'affiliate', 'notes', 'status', 'internalNote'],
  { createdAt: 'Received', contactName: 'Contact' },
);

/** Staff reads and changes of group registrations; each one is written to the audit log (ids and field names only). */
@Injectable()
export class GroupRegistrationsAdminService extends IntakeLeadAdminService<GroupRegistrationEntity, GroupRegistrationSummary, GroupRegistrationDetail> {
  constructor(repository: IntakeAdminRepository, audit: AuditService, people: PeopleDirectoryService) {
    super(repository, audit, people, {
      source: GROUP_REGISTRATIONS,
      table: 'group_registrations',
      noun: 'Group registration',
      csv: { filename: 'group-registrations.csv', columns: GROUP_COLUMNS },
      summaryOf: (row) =>
        leadSummary(row, ['id', 'reference', 'organization', 'contactName', 'email', 'groupSize', 'office', 'affiliate', 'status', 'version']),
      detailOf: (row, summary) => ({ ...summary, ...leadDetailFields(row, ['phone', 'notes', 'referralCode', 'internalNote']) }),
    });
  }
}
