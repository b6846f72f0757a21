import type { AdminListQuery } from '@huron/shared/contracts';

/** Which filters a staff list used (names only: the search text may be a person's name or email). */
export function filtersOf(query: AdminListQuery): string[] {
  return Object.keys(query).filter((key) => key !== 'limit' && query[key as keyof AdminListQuery] !== undefined);
}
