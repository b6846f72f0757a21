import { Injectable } from '@nestjs/common';
import type { CareerApplicationDetail, CareerApplicationListQuery, CareerApplicationSummary } from '@huron/shared/contracts';
import { jobPostings } from '@huron/shared/content';
import { AdminRecordsService } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import { csvColumns, type CsvColumn } from '../../platform/csv';
import type { CareerApplicationEntity } from './career-application.entity';
import { CareerApplicationsRepository } from './career-applications.repository';
import { careersErrors } from './careers.errors';
import { APPLICATION_OWNER, ResumeDocuments } from './resume-documents';

const jobTitle = (jobId: string) => jobPostings.find((posting) => posting.id === jobId)?.title ?? jobId;

const APPLICATION_COLUMNS: CsvColumn<CareerApplicationEntity>[] = [
  ...csvColumns<CareerApplicationEntity>(['reference', 'createdAt'], { createdAt: 'Received' }),
  { header: 'Job', value: (r) => jobTitle(r.jobId) },
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
  constructor(repository: CareerApplicationsRepository, documents: ResumeDocuments, audit: AuditService) {
    super(audit, {
      table: 'career_applications',
      csv: { filename: 'job-applications.csv', columns: APPLICATION_COLUMNS },
      notFound: careersErrors.notFound,
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
    jobTitle: jobTitle(row.jobId),
    name: row.name,
    email: row.email,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
