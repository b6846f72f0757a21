import type { UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ExportPath } from '../api/export-csv';
import type { adminKeys, ListParams, Page } from '../api/admin-keys';
import type { WorkKind } from '../components/bulk-actions';
import { assigneeColumn, assigneeField, leadFilters, receivedColumn, receivedField, statusColumn } from './common';
import { defineKind, type ActionsProps, type AnyKind, type Column, type DetailField, type FilterSpec } from './kind';
import { LEAD_STATUSES } from './labels';

type LeadRow = { id: string; createdAt: string; status: string; assigneeName: string | null };

/** What a lead kind says for itself; the rest (filters, bulk statuses, export, shared columns and fields) is the same for all. */
export interface LeadKindSpec<Row extends LeadRow, Record extends LeadRow & { reference: string }> {
  /** The URL segment, the API's kind for bulk changes and its export's folder: /api/admin/<slug>/export.csv. */
  slug: WorkKind & (ExportPath extends `/api/admin/${infer Slug}/export.csv` ? Slug : never);
  title: () => string;
  caption: () => string;
  /** The lead filters (search, status, assignee, office, dates, order) unless the kind has its own. */
  filters?: FilterSpec[];
  listQuery(params: ListParams): UseQueryOptions<Page<Row>, Error, Page<Row>, ReturnType<typeof adminKeys.list>>;
  /** The columns between "Received" and the status and assignee every lead list ends with. */
  columns: Array<Column<Row>>;
  detailQuery(id: string): UseQueryOptions<Record, Error, Record, ReturnType<typeof adminKeys.record>>;
  /** Who or what the record is about, after its reference in the detail's title. */
  titleOf(record: Record): string;
  /** The detail's fields after the assignee and "Received". */
  fields: Array<DetailField<Record>>;
  Actions: LazyExoticComponent<ComponentType<ActionsProps<Record>>>;
}

/**
 * One lead kind of the back office (contact messages, group registrations, tax intakes, job applications): every one
 * lists with the same filters, changes its status in bulk, exports as CSV and shows when it came in, its status and
 * assignee.
 */
export const defineLeadKind = <Row extends LeadRow, Record extends LeadRow & { reference: string }>(spec: LeadKindSpec<Row, Record>): AnyKind =>
  defineKind<Row, Record>({
    slug: spec.slug,
    title: spec.title,
    caption: spec.caption,
    filters: spec.filters ?? leadFilters,
    bulk: { kind: spec.slug, statuses: LEAD_STATUSES },
    listQuery: spec.listQuery,
    rowId: (row) => row.id,
    columns: [receivedColumn, ...spec.columns, statusColumn, assigneeColumn],
    exportPath: `/api/admin/${spec.slug}/export.csv`,
    detail: {
      query: spec.detailQuery,
      title: (record) => `${record.reference} · ${spec.titleOf(record)}`,
      fields: [assigneeField, receivedField, ...spec.fields],
      Actions: spec.Actions,
    },
  });
