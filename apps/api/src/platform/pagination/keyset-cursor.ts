import { ApiError } from '../http/api-error';

export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque cursor naming the last row of a page: (created_at, id), base64url JSON. */
export function encodeCursor(last: KeysetPosition): string {
  return Buffer.from(JSON.stringify([last.createdAt.toISOString(), last.id])).toString('base64url');
}

/** The position a cursor names; anything else (edited, truncated, from another list) -> 400 naming `cursor`. */
export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) throw new Error('shape');
    const [createdAt, id] = parsed as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !UUID.test(id)) throw new Error('fields');
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || date.toISOString() !== createdAt) throw new Error('date');
    return { createdAt: date, id };
  } catch {
    throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor from a previous page' }]);
  }
}
