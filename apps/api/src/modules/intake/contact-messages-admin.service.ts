import { Injectable } from '@nestjs/common';
import type { AdminListQuery, AdminRecordPatch, ContactMessageDetail, ContactMessagePage, ContactMessageSummary } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import { streamCsv, type CsvColumn } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import type { Response } from 'express';
import type { ContactMessageEntity } from './contact-message.entity';
import { filtersOf } from './intake-admin-audit';
import { CONTACT_MESSAGES, EXPORT_PAGE, IntakeAdminRepository } from './intake-admin.repository';

const CONTACT_COLUMNS: CsvColumn<ContactMessageEntity>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Office', value: (r) => r.office },
  { header: 'Message', value: (r) => r.message },
  { header: 'Status', value: (r) => r.status },
  { header: 'Internal note', value: (r) => r.internalNote },
];

/** Staff reads and changes of contact messages; each one is written to the audit log (ids and field names only). */
@Injectable()
export class ContactMessagesAdminService {
  constructor(
    private readonly repository: IntakeAdminRepository,
    private readonly audit: AuditService,
  ) {}

  /** The whole filtered list as CSV, streamed page by page; the export is audited with its row count. */
  async exportCsv(actor: StaffActor, query: AdminListQuery, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'contact-messages.csv', CONTACT_COLUMNS, (cursor) => this.repository.list(CONTACT_MESSAGES, { ...query, cursor, limit: EXPORT_PAGE }));
    await this.audit.record({ actorId: actor.id, action: 'contact_messages.exported', subjectType: 'contact_messages', details: { rows, filters: filtersOf(query) }, requestId: actor.requestId });
  }

  async list(actor: StaffActor, query: AdminListQuery): Promise<ContactMessagePage> {
    const page = await this.repository.list(CONTACT_MESSAGES, query);
    await this.audit.record({ actorId: actor.id, action: 'contact_messages.listed', subjectType: 'contact_messages', details: { count: page.items.length, filters: filtersOf(query) }, requestId: actor.requestId });
    return { items: page.items.map(summaryOf), nextCursor: page.nextCursor };
  }

  async detail(actor: StaffActor, id: string): Promise<ContactMessageDetail> {
    const row = await this.repository.findAndAuditRead(CONTACT_MESSAGES, id, actor);
    if (!row) throw ApiError.notFound('Contact message');
    return detailOf(row);
  }

  async patch(actor: StaffActor, id: string, patch: AdminRecordPatch): Promise<ContactMessageDetail> {
    try {
      return detailOf(await this.repository.patch(CONTACT_MESSAGES, id, patch, actor));
    } catch (error) {
      // platform/admin names the entity class; say what a person calls it.
      if (error instanceof ApiError && error.status === 404) throw ApiError.notFound('Contact message');
      throw error;
    }
  }
}

function summaryOf(row: ContactMessageEntity): ContactMessageSummary {
  return { id: row.id, reference: row.reference, name: row.name, email: row.email, office: row.office, status: row.status, version: row.version, createdAt: row.createdAt.toISOString() };
}

function detailOf(row: ContactMessageEntity): ContactMessageDetail {
  return { ...summaryOf(row), phone: row.phone, message: row.message, referralCode: row.referralCode, internalNote: row.internalNote, updatedAt: row.updatedAt.toISOString() };
}
