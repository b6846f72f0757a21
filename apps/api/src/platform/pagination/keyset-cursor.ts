import { ApiError } from '../http/api-error';

export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** Where a cursor says the previous page ended: the last row's sort time and id. */
export interface CursorPosition {
  /** The time as the cursor carries it: PostgreSQL's own text keeps microseconds, which a Date would drop. */
  atText: string;
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An ISO 8601 time (`toISOString()`) or PostgreSQL's timestamptz text (`2026-11-22 19:00:00.123456+00`). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/**
 * The one keyset cursor of every list: the last row's sort time (a Date, or PostgreSQL's text of it) and id, as
 * opaque base64url JSON `[time, id]`. A cursor only says where to continue; every query still applies its own
 * filters and owner, so a forged one reveals nothing.
 */
export function encodeCursor(at: Date | string, id: string): string {
  return Buffer.from(JSON.stringify([typeof at === 'string' ? at : at.toISOString(), id])).toString('base64url');
}

/** The position a cursor names; anything else (edited, truncated, from another list) -> 400 naming `cursor`. */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) throw new Error('shape');
    const [atText, id] = parsed as unknown[];
    if (typeof atText !== 'string' || typeof id !== 'string' || !TIMESTAMP.test(atText) || !UUID.test(id)) throw new Error('fields');
    const at = new Date(atText);
    if (Number.isNaN(at.getTime())) throw new Error('date');
    return { atText, at, id };
  } catch {
    throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor from a previous page' }]);
  }
}

/** Where a list read by name stopped: the last row's name as the cursor carries it (lower case) and its id. */
export interface NameCursorPosition {
  key: string;
  id: string;
}

/** The cursor of a list read by name: opaque base64url JSON `['name', key, id]`. */
export function encodeNameCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify(['name', key, id])).toString('base64url');
}

/** The position a by-name cursor names; anything else (a by-date cursor, edited, truncated) -> 400 naming `cursor`. */
export function decodeNameCursor(cursor: string): NameCursorPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== 'name') throw new Error('shape');
    const [, key, id] = parsed as unknown[];
    if (typeof key !== 'string' || key.length > 400 || typeof id !== 'string' || !UUID.test(id)) throw new Error('fields');
    return { key, id };
  } catch {
    throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor from a previous page' }]);
  }
}
