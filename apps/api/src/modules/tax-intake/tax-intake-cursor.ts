import { ApiError } from '../../platform/http/api-error';

export interface KeysetPosition {
  createdAt: string;
  id: string;
}

/** Opaque keyset cursor over (created_at DESC, id DESC). */
export const encodeCursor = (position: KeysetPosition): string => Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');

export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { createdAt, id };
  } catch {
    // falls through to the 400 below
  }
  throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor this list gave out' }]);
}
