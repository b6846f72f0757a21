import { Injectable } from '@nestjs/common';
import type { ContactMessageDetail, ContactMessageSummary } from '@huron/shared/contracts';
import { leadDetailFields, leadSummary } from '../../platform/admin';
import { PeopleDirectoryService } from '../auth';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns } from '../../platform/csv';
import type { ContactMessageEntity } from './contact-message.entity';
import { CONTACT_MESSAGES, IntakeAdminRepository } from './intake-admin.repository';
import { IntakeLeadAdminService } from './intake-lead-admin.service';

const CONTACT_COLUMNS = csvColumns<ContactMessageEntity>(['reference', 'createdAt', 'name', 'email', 'phone', 'office', 'message', 'status', 'internalNote'], {
  createdAt: 'Received',
});

/** Staff reads and changes of contact messages; each one is written to the audit log (ids and field names only). */
@Injectable()
export class ContactMessagesAdminService extends IntakeLeadAdminService<ContactMessageEntity, ContactMessageSummary, ContactMessageDetail> {
  constructor(repository: IntakeAdminRepository, audit: AuditService, people: PeopleDirectoryService) {
    super(repository, audit, people, {
      source: CONTACT_MESSAGES,
      table: 'contact_messages',
      noun: 'Contact message',
      csv: { filename: 'contact-messages.csv', columns: CONTACT_COLUMNS },
      summaryOf: (row) => leadSummary(row, ['id', 'reference', 'name', 'email', 'office', 'status', 'version']),
      detailOf: (row, summary) => ({ ...summary, ...leadDetailFields(row, ['phone', 'message', 'referralCode', 'internalNote']) }),
    });
  }
}
