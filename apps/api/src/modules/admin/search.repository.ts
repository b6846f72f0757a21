import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminSearchHit, AdminSearchKind } from '@huron/shared/contracts';
import type { DataSource } from 'typeorm';
import { SEARCH_SOURCES, type SearchKey, type SearchSource } from './search-sources';

/** Hits per kind: enough to pick from while typing, few enough that ten kinds answer in one short list. */
export const HITS_PER_KIND = 5;

/** The prefixes to look up, each a LIKE pattern; a key missing here is not searched (a name is no phone number). */
export type SearchPatterns = Partial<Record<SearchKey, string>>;

const KEY_ORDER: SearchKey[] = ['name', 'email', 'phone', 'reference'];

/** One kind's hits: each key expression an index range scan stopping at HITS_PER_KIND, merged, the first few kept. */
function kindSql(source: SearchSource, params: Map<SearchKey, string>): string | null {
  const scans = KEY_ORDER.flatMap((key) => {
    const param = params.get(key);
    if (!param) return [];
    return (source.keys[key] ?? []).map(
      (expr) =>
        `(SELECT ${source.id} AS id, ${source.label} AS label, ${source.secondary} AS secondary FROM ${source.from}
          WHERE ${expr} COLLATE "C" LIKE ${param} ORDER BY ${expr} COLLATE "C" LIMIT ${HITS_PER_KIND})`,
    );
  });
  if (scans.length === 0) return null;
  return `(SELECT '${source.kind}' AS kind, id, label, secondary FROM (${scans.join(' UNION ')}) AS hits ORDER BY label, id LIMIT ${HITS_PER_KIND})`;
}

/** The global search's one read across the feature tables (like the overview's counts): a few hits per kind. */
@Injectable()
export class SearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(patterns: SearchPatterns): Promise<Array<Omit<AdminSearchHit, 'path'> & { kind: AdminSearchKind }>> {
    const values: string[] = [];
    const params = new Map<SearchKey, string>();
    for (const key of KEY_ORDER) {
      const pattern = patterns[key];
      if (pattern === undefined) continue;
      values.push(pattern);
      params.set(key, `$${values.length}`);
    }
    const parts = SEARCH_SOURCES.map((source) => kindSql(source, params)).filter((sql): sql is string => sql !== null);
    if (parts.length === 0) return [];
    return (await this.dataSource.query(parts.join('\nUNION ALL\n'), values)) as Array<{ kind: AdminSearchKind; id: string; label: string; secondary: string }>;
  }
}
