import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

export interface ChainEvent {
  requestId: string;
  seq: number;
  type: string;
  details: Record<string, unknown>;
  createdAt: Date;
  prevHash: string;
  hash: string;
}

/** JSON with object keys sorted at every level, so the hash does not depend on how PostgreSQL's jsonb orders them. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of one audit row: SHA-256 over the previous row's hash and every field of this one. */
export function eventHash(event: Omit<ChainEvent, 'hash'>): string {
  return createHash('sha256')
    .update([event.prevHash, event.requestId, String(event.seq), event.type, canonicalJson(event.details), event.createdAt.toISOString()].join('\n'))
    .digest('hex');
}

/** The first sequence number whose row no longer holds (its hash, its link to the one before, or a gap), or null. */
export function firstBrokenLink(events: ChainEvent[]): number | null {
  let prev = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    if (event.seq !== index + 1 || event.prevHash !== prev || eventHash(event) !== event.hash) return event.seq;
    prev = event.hash;
  }
  return null;
}
