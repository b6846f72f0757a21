import type { AdminListQuery } from '@huron/shared/contracts';
import { AdminRecordsService, type AdminRecordColumns } from '../../platform/admin';
import type { AuditService } from '../../platform/audit/audit.service';
import type { CsvColumn } from '../../platform/csv';
import { ApiError } from '../../platform/http/api-error';
import type { PeopleDirectoryService } from '../auth';
import type { IntakeAdminRepository, LeadTable } from './intake-admin.repository';

/** What one intake table's staff endpoints say for themselves. */
export interface IntakeLeadSpec<Row, Summary, Detail> {
  source: LeadTable<Row>;
  /** The audit entries' subject type and action prefix. */
  table: string;
  /** What a person calls one record, for the 404. */
  noun: string;
  csv: { filename: string; columns: CsvColumn<Row>[] };
  /** A row of the list (leadSummary); the detail adds to it (leadDetailFields). */
  summaryOf(row: Row): Summary;
  detailOf(row: Row, summary: Summary): Detail;
}

/**
 * Staff list, export, read and change of one intake table (contact messages, group registrations); each one is written
 * to the audit log (ids and field names only).
 */
export abstract class IntakeLeadAdminService<Row extends AdminRecordColumns & { id: string }, Summary, Detail> extends AdminRecordsService<
  Row,
  AdminListQuery,
  Summary,
  Detail
> {
  protected constructor(
    repository: IntakeAdminRepository,
    audit: AuditService,
    people: PeopleDirectoryService,
    { source, table, noun, csv, summaryOf, detailOf }: IntakeLeadSpec<Row, Summary, Detail>,
  ) {
    super(audit, {
      table,
      csv,
      staff: people,
      notFound: () => ApiError.notFound(noun),
      ...repository.recordsOf(source),
      summaryOf,
      detailOf: (row) => detailOf(row, summaryOf(row)),
    });
  }
}
