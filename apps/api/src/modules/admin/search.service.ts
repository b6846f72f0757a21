import { Injectable } from '@nestjs/common';
import type { AdminQueues, AdminSearchQuery, AdminSearchResult } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import { QueuesRepository } from './queues.repository';
import { SEARCH_SOURCES } from './search-sources';
import { SearchRepository, type SearchPatterns } from './search.repository';

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the typed text can be the start of: always a name or an email (lower case); a reference when it is letters,
 * digits and dashes; a phone number when it is only phone characters with at least three digits (matched on the
 * last ten digits, so a leading country code 1 is dropped).
 */
export function searchPatternsOf(q: string): SearchPatterns {
  const patterns: SearchPatterns = { name: likePrefix(q.toLowerCase()), email: likePrefix(q.toLowerCase()) };
  if (/^[A-Za-z0-9-]+$/.test(q)) patterns.reference = likePrefix(q.toUpperCase());
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 3) patterns.phone = likePrefix(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
  return patterns;
}

/** The back office's global search and the sidebar's counts. */
@Injectable()
export class SearchService {
  constructor(
    private readonly searches: SearchRepository,
    private readonly queues: QueuesRepository,
    private readonly audit: AuditService,
  ) {}

  async search(actor: StaffActor, { q }: AdminSearchQuery): Promise<AdminSearchResult> {
    const patterns = searchPatternsOf(q);
    // The text may be a name, an email or a phone number: its length and what it was read as, never the text itself.
    // Written while the search runs (two connections), so the entry costs the answer no round trip of its own.
    const [rows] = await Promise.all([
      this.searches.search(patterns),
      this.audit.record({
        actorId: actor.id,
        action: 'admin_search.searched',
        subjectType: 'admin_search',
        details: { length: q.length, matchedAs: Object.keys(patterns) },
        requestId: actor.requestId,
      }),
    ]);
    const order = new Map(SEARCH_SOURCES.map((source, index) => [source.kind, index]));
    const paths = new Map(SEARCH_SOURCES.map((source) => [source.kind, source.path]));
    const items = rows.map((row) => ({ ...row, path: `${paths.get(row.kind)}${row.id}` })).sort((a, b) => (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0));
    return { items };
  }

  async counts(actor: StaffActor): Promise<AdminQueues> {
    return { counts: await this.queues.counts(actor.id) };
  }
}
