import { ApiError } from '../../platform/http/api-error';

export interface Keyset {
  createdAt: Date;
  id: string;
}

/** Opaque keyset cursor over (created_at DESC, id DESC). Microseconds matter: PostgreSQL keeps them, Date does not. */
export function encodeCursor(last: { createdAtText: string; id: string }): string {
  return Buffer.from(JSON.stringify([last.createdAtText, last.id])).toString('base64url');
}

/** A cursor only says where to continue: every query still filters by its owner, so a forged one reveals nothing. */
export function decodeCursor(cursor: string): { createdAtText: string; id: string } {
  try {
    const [createdAtText, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof createdAtText !== 'string' || Number.isNaN(Date.parse(createdAtText)) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad');
    return { createdAtText, id };
  } catch {
    throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor from a previous page' }]);
  }
}
