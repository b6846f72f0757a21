import { ApiError } from '../../platform/http/api-error';

// Opaque cursors over (created_at DESC, id DESC). To be replaced by platform/pagination once it is on main.

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { createdAt, id };
  } catch {
    // falls through to the error below
  }
  throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor this list gave out' }]);
}
