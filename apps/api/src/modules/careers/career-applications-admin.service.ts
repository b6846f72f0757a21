import { Injectable } from '@nestjs/common';
import type { CareerApplicationDetail, CareerApplicationListQuery, CareerApplicationSummary } from '@huron/shared/contracts';
import { AdminRecordsService } from '../../platform/admin';
import { PeopleDirectoryService } from '../auth';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns, type CsvColumn } from '../../platform/csv';
import type { CareerApplicationEntity } from './career-application.entity';
import { CareerApplicationsRepository } from './career-applications.repository';
import { careersErrors } from './careers.errors';
import { APPLICATION_OWNER, ResumeDocuments } from './resume-documents';

const jobTitle = (row: CareerApplicationEntity) => row.job?.title ?? row.jobId;

const APPLICATION_COLUMNS: CsvColumn<CareerApplicationEntity>[] = [
  ...csvColumns<CareerApplicationEntity>(['reference', 'createdAt'], { createdAt: 'Received' }),
  { header: 'Job', value: (r) => jobTitle(r) },
  ...csvColumns<CareerApplicationEntity>(['name', 'email', 'phone', 'coverNote', 'status', 'internalNote']),
];

/** Staff reads and changes of job applications; each one is written to the audit log (ids and field names only). */
@Injectable()
export class CareerApplicationsAdminService extends AdminRecordsService<
  CareerApplicationEntity,
  CareerApplicationListQuery,
  CareerApplicationSummary,
  CareerApplicationDetail
> {
  constructor(repository: CareerApplicationsRepository, documents: ResumeDocuments, audit: AuditService, people: PeopleDirectoryService) {
    super(audit, {
      table: 'career_applications',
      csv: { filename: 'job-applications.csv', columns: APPLICATION_COLUMNS },
      notFound: careersErrors.notFound,
      staff: people,
      list: (query) => repository.list(query),
      findAndAuditRead: (id, actor) => repository.findAndAuditRead(id, actor),
      patch: (id, patch, actor) => repository.patch(id, patch, actor),
      summaryOf,
      detailOf: async (row) => {
        const [resume] = await documents.listFor({ type: APPLICATION_OWNER, id: row.id });
        return {
          ...summaryOf(row),
          phone: row.phone,
          coverNote: row.coverNote,
          resume: resume ?? null,
          internalNote: row.internalNote,
          updatedAt: row.updatedAt.toISOString(),
          locale: row.locale,
        };
      },
    });
  }
}

function summaryOf(row: CareerApplicationEntity): CareerApplicationSummary {
  return {
    id: row.id,
    reference: row.reference,
    jobId: row.jobId,
    jobTitle: jobTitle(row),
    name: row.name,
    email: row.email,
    status: row.status,
    // The name is added by AdminRecordsService (withAssignees), from one lookup per page.
    assigneeId: row.assigneeId,
    assigneeName: null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
