import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Query keys of the back office: every staff read sits under ['admin'], so signing out can drop them all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (kind: string, params: Record<string, string>) => ['admin', kind, 'list', params] as const,
  lists: (kind: string) => ['admin', kind, 'list'] as const,
  record: (kind: string, id: string) => ['admin', kind, 'record', id] as const,
  /** The sidebar's counts. */
  queues: ['admin', 'queues'] as const,
  search: (q: string) => ['admin', 'search', q] as const,
};

/** Query parameters of a staff list: the filters in the URL plus the keyset cursor, empty values left out. */
export type ListParams = Record<string, string>;

/** The shape every staff list answers with. */
export interface Page<Row> {
  items: Row[];
  nextCursor: string | null;
}

/** The query options of one staff list: keyed under its kind, the previous page kept on screen while the next loads. */
export const adminListQueryOptions = <Row>(slug: string, params: ListParams, list: (params: ListParams) => Promise<Page<Row>>) =>
  queryOptions({ queryKey: adminKeys.list(slug, params), queryFn: () => list(params), placeholderData: keepPreviousData });

/** The query options of one staff record, keyed so that a change's answer can replace it in the cache. */
export const adminRecordQueryOptions = <Record>(slug: string, id: string, get: (id: string) => Promise<Record>) =>
  queryOptions({ queryKey: adminKeys.record(slug, id), queryFn: () => get(id) });
