import { Injectable } from '@nestjs/common';
import type { AdminListQuery, ContactMessageDetail, ContactMessageSummary } from '@huron/shared/contracts';
import { AdminRecordsService, pickFields } from '../../platform/admin';
import { PeopleDirectoryService } from '../auth';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import type { ContactMessageEntity } from './contact-message.entity';
import { CONTACT_MESSAGES, IntakeAdminRepository } from './intake-admin.repository';

const CONTACT_COLUMNS = csvColumns<ContactMessageEntity>(['reference', 'createdAt', 'name', 'email', 'phone', 'office', 'message', 'status', 'internalNote'], {
  createdAt: 'Received',
});

/** Staff reads and changes of contact messages; each one is written to the audit log (ids and field names only). */
@Injectable()
export class ContactMessagesAdminService extends AdminRecordsService<ContactMessageEntity, AdminListQuery, ContactMessageSummary, ContactMessageDetail> {
  constructor(repository: IntakeAdminRepository, audit: AuditService, people: PeopleDirectoryService) {
    super(audit, {
      table: 'contact_messages',
      csv: { filename: 'contact-messages.csv', columns: CONTACT_COLUMNS },
      staff: people,
      notFound: () => ApiError.notFound('Contact message'),
      ...repository.recordsOf(CONTACT_MESSAGES),
      summaryOf,
      detailOf,
    });
  }
}

function summaryOf(row: ContactMessageEntity): ContactMessageSummary {
  return {
    ...pickFields(row, ['id', 'reference', 'name', 'email', 'office', 'status', 'version']),
    // The name is added by AdminRecordsService (withAssignees), from one lookup per page.
    assigneeId: row.assigneeId,
    assigneeName: null,
    createdAt: row.createdAt.toISOString(),
  };
}

function detailOf(row: ContactMessageEntity): ContactMessageDetail {
  return { ...summaryOf(row), ...pickFields(row, ['phone', 'message', 'referralCode', 'internalNote', 'locale']), updatedAt: row.updatedAt.toISOString() };
}
