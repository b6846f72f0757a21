import { HttpStatus, Injectable } from '@nestjs/common';
import type { TaxIntakeDetail, TaxIntakeListQuery, TaxIntakePage, TaxIntakePatch, TaxIntakeSummary } from '@huron/shared/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import { streamCsv, type CsvColumn } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import type { Response } from 'express';
import { TaxIntakeAdminRepository } from './tax-intake-admin.repository';
import { TaxIntakeDocuments } from './tax-intake-documents';
import type { TaxIntakeEntity } from './tax-intake.entity';
import { TAX_INTAKE_OWNER } from './tax-intake.service';

const SUBJECT = 'tax_intake';

const INTAKE_COLUMNS: CsvColumn<TaxIntakeEntity>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Name', value: (r) => r.fullName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Filing status', value: (r) => r.filingStatus },
  { header: 'Office', value: (r) => r.office },
  { header: 'Contact by', value: (r) => r.contactMethod },
  { header: 'Status', value: (r) => r.status },
  { header: 'Internal note', value: (r) => r.internalNote },
];

/** Staff reads and changes of tax intakes; every one is written to the audit log (ids and field names only). */
@Injectable()
export class TaxIntakeAdminService {
  constructor(
    private readonly repository: TaxIntakeAdminRepository,
    private readonly documents: TaxIntakeDocuments,
    private readonly audit: AuditService,
  ) {}

  /** The whole filtered list as CSV (contact and status columns, not the answers), streamed; audited with its row count. */
  async exportCsv(actorId: string, query: TaxIntakeListQuery, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'tax-intakes.csv', INTAKE_COLUMNS, async (cursor) => {
      const page = await this.repository.list({ ...query, cursor, limit: 500 });
      return { items: page.rows, nextCursor: page.nextCursor };
    });
    const filters = Object.keys(query).filter((k) => k !== 'limit' && query[k as keyof TaxIntakeListQuery] !== undefined);
    await this.audit.record({ actorId, action: 'tax_intake.exported', subjectType: SUBJECT, details: { rows, filters } });
  }

  async list(actorId: string, query: TaxIntakeListQuery): Promise<TaxIntakePage> {
    const { rows, nextCursor } = await this.repository.list(query);
    const filters = Object.keys(query).filter((k) => k !== 'limit' && query[k as keyof TaxIntakeListQuery] !== undefined);
    await this.audit.record({ actorId, action: 'tax_intake.listed', subjectType: SUBJECT, details: { count: rows.length, filters } });
    return { items: rows.map(summaryOf), nextCursor };
  }

  async detail(actorId: string, id: string): Promise<TaxIntakeDetail> {
    const row = await this.repository.findById(id);
    if (!row) throw ApiError.notFound('Tax intake');
    const documents = await this.documents.listFor({ type: TAX_INTAKE_OWNER, id });
    await this.audit.record({ actorId, action: 'tax_intake.read', subjectType: SUBJECT, subjectId: id });
    return detailOf(row, documents);
  }

  /** One UPDATE guarded by version; the audit entry commits with it. 409 when someone changed it first. */
  async patch(actorId: string, id: string, patch: TaxIntakePatch): Promise<TaxIntakeDetail> {
    await this.repository.transaction(async (manager) => {
      const changed = await this.repository.patch(manager, id, patch.version, { status: patch.status, internalNote: patch.note });
      if (changed === 0) {
        if (!(await this.repository.findById(id))) throw ApiError.notFound('Tax intake');
        throw new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'version: the record was changed by someone else; reload it and try again');
      }
      const fields = [patch.status !== undefined && 'status', patch.note !== undefined && 'internal_note'].filter(Boolean);
      await this.audit.record({ actorId, action: 'tax_intake.updated', subjectType: SUBJECT, subjectId: id, details: { fields, ...(patch.status && { status: patch.status }) } }, manager);
    });
    const row = (await this.repository.findById(id))!;
    return detailOf(row, await this.documents.listFor({ type: TAX_INTAKE_OWNER, id }));
  }
}

function summaryOf(row: TaxIntakeEntity): TaxIntakeSummary {
  return {
    id: row.id,
    reference: row.reference,
    fullName: row.fullName,
    email: row.email,
    office: row.office as TaxIntakeSummary['office'],
    filingStatus: row.filingStatus as TaxIntakeSummary['filingStatus'],
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

function detailOf(row: TaxIntakeEntity, documents: TaxIntakeDetail['documents']): TaxIntakeDetail {
  return {
    ...summaryOf(row),
    schemaVersion: row.schemaVersion,
    phone: row.phone,
    contactMethod: row.contactMethod as TaxIntakeDetail['contactMethod'],
    contactTime: row.contactTime as TaxIntakeDetail['contactTime'],
    spouse: row.answers.spouse,
    dependents: row.answers.dependents as TaxIntakeDetail['dependents'],
    income: row.answers.income as TaxIntakeDetail['income'],
    notes: row.notes,
    consentedAt: row.consentedAt.toISOString(),
    internalNote: row.internalNote,
    updatedAt: row.updatedAt.toISOString(),
    documents,
  };
}
