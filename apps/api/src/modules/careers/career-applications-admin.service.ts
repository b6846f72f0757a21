import { Injectable } from '@nestjs/common';
import type { AdminRecordPatch, CareerApplicationDetail, CareerApplicationListQuery, CareerApplicationPage, CareerApplicationSummary } from '@huron/shared/contracts';
import { jobPostings } from '@huron/shared/content';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import { streamCsv, type CsvColumn } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import type { Response } from 'express';
import type { CareerApplicationEntity } from './career-application.entity';
import { CareerApplicationsRepository } from './career-applications.repository';
import { careersErrors } from './careers.errors';
import { APPLICATION_OWNER, ResumeDocuments } from './resume-documents';

const filtersOf = (query: CareerApplicationListQuery) => Object.keys(query).filter((key) => !['limit', 'cursor'].includes(key) && query[key as keyof CareerApplicationListQuery] !== undefined);
const jobTitle = (jobId: string) => jobPostings.find((posting) => posting.id === jobId)?.title ?? jobId;

const APPLICATION_COLUMNS: CsvColumn<CareerApplicationEntity>[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Received', value: (r) => r.createdAt },
  { header: 'Job', value: (r) => jobTitle(r.jobId) },
  { header: 'Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Cover note', value: (r) => r.coverNote },
  { header: 'Status', value: (r) => r.status },
  { header: 'Internal note', value: (r) => r.internalNote },
];

/** Staff reads and changes of job applications; each one is written to the audit log (ids and field names only). */
@Injectable()
export class CareerApplicationsAdminService {
  constructor(
    private readonly repository: CareerApplicationsRepository,
    private readonly documents: ResumeDocuments,
    private readonly audit: AuditService,
  ) {}

  /** The whole filtered list as CSV, streamed page by page; the export is audited with its row count. */
  async exportCsv(actor: StaffActor, query: CareerApplicationListQuery, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'job-applications.csv', APPLICATION_COLUMNS, (cursor) => this.repository.list({ ...query, cursor, limit: 500 }));
    await this.audit.record({ actorId: actor.id, action: 'career_applications.exported', subjectType: 'career_applications', details: { rows, filters: filtersOf(query) }, requestId: actor.requestId });
  }

  async list(actor: StaffActor, query: CareerApplicationListQuery): Promise<CareerApplicationPage> {
    const page = await this.repository.list(query);
    await this.audit.record({ actorId: actor.id, action: 'career_applications.listed', subjectType: 'career_applications', details: { count: page.items.length, filters: filtersOf(query) }, requestId: actor.requestId });
    return { items: page.items.map(summaryOf), nextCursor: page.nextCursor };
  }

  async detail(actor: StaffActor, id: string): Promise<CareerApplicationDetail> {
    const row = await this.repository.findAndAuditRead(id, actor);
    if (!row) throw careersErrors.notFound();
    return this.detailOf(row);
  }

  async patch(actor: StaffActor, id: string, patch: AdminRecordPatch): Promise<CareerApplicationDetail> {
    try {
      return await this.detailOf(await this.repository.patch(id, patch, actor));
    } catch (error) {
      // platform/admin names the entity class; say what a person calls it.
      if (error instanceof ApiError && error.status === 404) throw careersErrors.notFound();
      throw error;
    }
  }

  private async detailOf(row: CareerApplicationEntity): Promise<CareerApplicationDetail> {
    const [resume] = await this.documents.listFor({ type: APPLICATION_OWNER, id: row.id });
    return { ...summaryOf(row), phone: row.phone, coverNote: row.coverNote, resume: resume ?? null, internalNote: row.internalNote, updatedAt: row.updatedAt.toISOString() };
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
