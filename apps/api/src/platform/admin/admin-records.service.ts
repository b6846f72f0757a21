import type { AdminRecordPatch, Page, PageQuery } from '@huron/shared/contracts';
import type { Response } from 'express';
import type { AuditService } from '../audit/audit.service';
import { streamCsv, type CsvColumn } from '../csv';
import { ApiError } from '../http/api-error';
import { assertStaffAssignee, resolveAssignee, withAssignees, type StaffDirectory } from './assignees';
import type { StaffActor } from './staff-actor';

/** Rows per page when a list is exported as CSV. */
export const EXPORT_PAGE = 500;

/** What a module says about one kind of lead record for its staff list, read and change endpoints. */
/** `Patch` is the body of the change: status and/or note with the version seen (AdminRecordPatch unless the module has its own). */
export interface AdminRecordKind<Row, Query extends PageQuery, Summary, Detail, Patch = AdminRecordPatch> {
  /** The table: the audit entries' subject type and the prefix of their actions (`<table>.listed`). */
  table: string;
  csv: { filename: string; columns: CsvColumn<Row>[] };
  /** The error for an unknown id, in the words a person uses ('Contact message'), not the entity class's name. */
  notFound: () => ApiError;
  /** Who may be assigned a record (PeopleDirectoryService): a patch's `assigneeId` must be a staff member (400 otherwise). */
  staff: StaffDirectory;
  /** The module's repository: a keyset page of the filtered list, a read audited in its transaction, a versioned change. */
  list(query: Query): Promise<Page<Row>>;
  findAndAuditRead(id: string, actor: StaffActor): Promise<Row | null>;
  patch(id: string, patch: Patch, actor: StaffActor): Promise<Row>;
  summaryOf(row: Row): Summary;
  detailOf(row: Row): Detail | Promise<Detail>;
}

/** Which filters a staff list used (names only: the search text may be a person's name or email). */
export function filtersOf(query: PageQuery): string[] {
  return Object.entries(query)
    .filter(([key, value]) => key !== 'limit' && key !== 'cursor' && value !== undefined)
    .map(([key]) => key);
}

/**
 * The staff list, CSV export, read and change of one kind of lead record, each written to the audit log (ids and
 * field names only). A module's admin service extends it with its AdminRecordKind.
 */
type Assigned = { assigneeId?: string | null };

/** `?assignee=me` is the caller. */
function withActorAssignee<Query extends PageQuery>(query: Query, actor: StaffActor): Query {
  const { assignee } = query as Query & { assignee?: string };
  return assignee === undefined ? query : { ...query, assignee: resolveAssignee(assignee, actor.id) };
}

export class AdminRecordsService<Row, Query extends PageQuery, Summary, Detail, Patch = AdminRecordPatch> {
  constructor(
    private readonly audit: AuditService,
    private readonly kind: AdminRecordKind<Row, Query, Summary, Detail, Patch>,
  ) {}

  async list(actor: StaffActor, query: Query): Promise<Page<Summary>> {
    const page = await this.kind.list(withActorAssignee(query, actor));
    await this.record(actor, 'listed', { count: page.items.length, filters: filtersOf(query) });
    const items = await withAssignees(this.kind.staff, page.items as (Row & Assigned)[], (row) => this.kind.summaryOf(row));
    return { items, nextCursor: page.nextCursor };
  }

  /** The whole filtered list as CSV, streamed page by page; the export is audited with its row count. */
  async exportCsv(actor: StaffActor, query: Query, res: Response): Promise<void> {
    const rows = await streamCsv(res, this.kind.csv.filename, this.kind.csv.columns, (cursor) =>
      this.kind.list({ ...withActorAssignee(query, actor), cursor, limit: EXPORT_PAGE }),
    );
    await this.record(actor, 'exported', { rows, filters: filtersOf(query) });
  }

  async detail(actor: StaffActor, id: string): Promise<Detail> {
    const row = await this.kind.findAndAuditRead(id, actor);
    if (!row) throw this.kind.notFound();
    return this.viewOf(row);
  }

  async patch(actor: StaffActor, id: string, patch: Patch): Promise<Detail> {
    await assertStaffAssignee(this.kind.staff, (patch as Patch & Assigned).assigneeId);
    let row: Row;
    try {
      row = await this.kind.patch(id, patch, actor);
    } catch (error) {
      // applyAdminPatch names the entity class; say what a person calls it.
      if (error instanceof ApiError && error.status === 404) throw this.kind.notFound();
      throw error;
    }
    return this.viewOf(row);
  }

  private async viewOf(row: Row): Promise<Detail> {
    const [detail] = await withAssignees(this.kind.staff, [row as Row & Assigned], (one) => this.kind.detailOf(one));
    return detail!;
  }

  private record(actor: StaffActor, action: 'listed' | 'exported', details: Record<string, unknown>): Promise<void> {
    const { table } = this.kind;
    return this.audit.record({ actorId: actor.id, action: `${table}.${action}`, subjectType: table, details, requestId: actor.requestId });
  }
}
