/** Query keys of the back office: every staff read sits under ['admin'], so signing out can drop them all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (kind: string, params: Record<string, string>) => ['admin', kind, 'list', params] as const,
  lists: (kind: string) => ['admin', kind, 'list'] as const,
  record: (kind: string, id: string) => ['admin', kind, 'record', id] as const,
};

/** Query parameters of a staff list: the filters in the URL plus the keyset cursor, empty values left out. */
export type ListParams = Record<string, string>;

/** The shape every staff list answers with. */
export interface Page<Row> {
  items: Row[];
  nextCursor: string | null;
}
