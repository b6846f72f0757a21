import type { ExportPath } from '../api/export-csv';
import type { WorkKind } from '../components/bulk-actions';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { adminKeys, ListParams, Page } from '../api/admin-keys';

/** A filter of a staff list, kept in the URL under `name`. */
export type FilterSpec =
  | { name: string; label: () => string; type: 'select'; options: () => Array<{ value: string; label: string }> }
  | { name: string; label: () => string; type: 'text' | 'date' | 'search' }
  /** One of the staff members (their account id), read from the people list. */
  | { name: string; label: () => string; type: 'staff'; me?: boolean };

export interface Column<Row> {
  label: () => string;
  cell(row: Row): ReactNode;
  /**
   * A header that sorts the list in the API (keyset pages): 'date' turns `order` newest/oldest, 'name' sets `sort`
   * name/-name (lists whose API takes `sort`).
   */
  sort?: 'date' | 'name';
}

export interface DetailField<Record> {
  label: () => string;
  value(record: Record): ReactNode;
}

/** What a kind's detail screen may add under its fields: actions (status, refund, move...) on the loaded record. */
export interface ActionsProps<Record> {
  record: Record;
  /** Puts the server's answer in the cache (detail and lists refresh). */
  onSaved(record?: Record): void;
}

/**
 * One kind of record in the back office, described once: the generic list and detail screens do the rest. Adding a
 * kind (e.g. job applications) is one file like this and one line in `kinds/index.ts`.
 */
export interface AdminKind<Row = never, Record = never> {
  /** The URL segment: /admin/<slug>. */
  slug: string;
  title: () => string;
  /** Caption of the list's table, for screen readers. */
  caption: () => string;
  filters: FilterSpec[];
  /** The list's query options (its file in `api/`), for the generic list screen. */
  listQuery(params: ListParams): UseQueryOptions<Page<Row>, Error, Page<Row>, ReturnType<typeof adminKeys.list>>;
  rowId(row: Row): string;
  /** Where a row's first cell leads, when not to this kind's own record (the inbox opens the engagement). */
  rowLink?(row: Row): string;
  columns: Array<Column<Row>>;
  /** Rows can be selected and changed together (POST /api/admin/bulk): the API's kind and the statuses it may set. */
  bulk?: { kind: WorkKind; statuses: readonly string[] };
  /** A form above the list that adds a record (engagements), lazily loaded like the actions. */
  Create?: LazyExoticComponent<ComponentType<{ onCreated(): void }>>;
  /** GET .../export.csv carrying the current filters, when the API offers it. */
  exportPath?: ExportPath;
  detail?: {
    /** The query options of one record (its file in `api/`); without it the detail screen shows the row the list handed over. */
    query?(id: string): UseQueryOptions<Record, Error, Record, ReturnType<typeof adminKeys.record>>;
    title(record: Record): string;
    fields: Array<DetailField<Record>>;
    /**
     * What makes the actions start afresh (forms back to the record's values): by default any change of the record.
     * A screen with several forms (engagements) keys by id and lets each form key itself, so a change saved in one
     * does not wipe what is being typed in another.
     */
    actionsKey?(record: Record): string;
    /** Lazily loaded (React.lazy), so the lists and the overview never ship the forms. */
    Actions?: LazyExoticComponent<ComponentType<ActionsProps<Record>>>;
  };
}

/** The kinds as the registry holds them (each kind's own row and record types erased). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKind = AdminKind<any, any>;

export const defineKind = <Row, Record>(kind: AdminKind<Row, Record>): AnyKind => kind as AnyKind;
