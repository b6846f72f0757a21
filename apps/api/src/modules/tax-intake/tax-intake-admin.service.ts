import { HttpStatus, Injectable } from '@nestjs/common';
import type { TaxIntakeDetail, TaxIntakeListQuery, TaxIntakePatch, TaxIntakeSummary } from '@huron/shared/contracts';
import { AdminRecordsService, type StaffActor } from '../../platform/admin';
import { PeopleDirectoryService } from '../auth';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import { TaxIntakeAdminRepository } from './tax-intake-admin.repository';
import { TaxIntakeDocuments } from './tax-intake-documents';
import type { TaxIntakeEntity } from './tax-intake.entity';
import { TAX_INTAKE_OWNER } from './tax-intake.service';

const SUBJECT = 'tax_intake';

const INTAKE_COLUMNS = csvColumns<TaxIntakeEntity>(
  ['reference', 'createdAt', 'fullName', 'email', 'phone', 'filingStatus', 'office', 'contactMethod', 'status', 'internalNote'],
  { createdAt: 'Received', fullName: 'Name', contactMethod: 'Contact by' },
);

/** Staff reads and changes of tax intakes; every one is written to the audit log (ids and field names only). */
@Injectable()
export class TaxIntakeAdminService extends AdminRecordsService<TaxIntakeEntity, TaxIntakeListQuery, TaxIntakeSummary, TaxIntakeDetail, TaxIntakePatch> {
  constructor(repository: TaxIntakeAdminRepository, documents: TaxIntakeDocuments, audit: AuditService, people: PeopleDirectoryService) {
    super(audit, {
      table: SUBJECT,
      csv: { filename: 'tax-intakes.csv', columns: INTAKE_COLUMNS },
      notFound: () => ApiError.notFound('Tax intake'),
      staff: people,
      list: (query) => repository.list(query),
      findAndAuditRead: async (id, actor) => {
        const row = await repository.findById(id);
        if (row) await audit.record({ actorId: actor.id, action: `${SUBJECT}.read`, subjectType: SUBJECT, subjectId: id, requestId: actor.requestId });
        return row;
      },
      patch: (id, patch, actor) => patchIntake(repository, audit, id, patch, actor),
      summaryOf,
      detailOf: async (row) => detailOf(row, await documents.listFor({ type: TAX_INTAKE_OWNER, id: row.id })),
    });
  }
}

/** One UPDATE guarded by version; the audit entry commits with it. 409 when someone changed it first. */
async function patchIntake(
  repository: TaxIntakeAdminRepository,
  audit: AuditService,
  id: string,
  patch: TaxIntakePatch,
  actor: StaffActor,
): Promise<TaxIntakeEntity> {
  await repository.transaction(async (manager) => {
    const changed = await repository.patch(manager, id, patch.version, {
      status: patch.status,
      internalNote: patch.note,
      assigneeId: patch.assigneeId,
    });
    if (changed === 0) {
      if (!(await repository.findById(id))) throw ApiError.notFound('Tax intake');
      throw new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'version: the record was changed by someone else; reload it and try again');
    }
    const fields = [
      patch.status !== undefined && 'status',
      patch.note !== undefined && 'internal_note',
      patch.assigneeId !== undefined && 'assignee_id',
    ].filter(Boolean);
    await audit.record(
      {
        actorId: actor.id,
        action: `${SUBJECT}.updated`,
        subjectType: SUBJECT,
        subjectId: id,
        details: { fields, ...(patch.status && { status: patch.status }), ...(patch.assigneeId !== undefined && { assigneeId: patch.assigneeId }) },
        requestId: actor.requestId,
      },
      manager,
    );
  });
  return (await repository.findById(id))!;
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
    // The name is added by AdminRecordsService (withAssignees), from one lookup per page.
    assigneeId: row.assigneeId,
    assigneeName: null,
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
    locale: row.locale,
  };
}
