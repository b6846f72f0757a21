import { ApiError } from '../../../platform/http/api-error';

/** Opaque keyset cursor over (starts_at, id): the admin list runs in appointment order, not creation order. */
export function encodeAppointmentCursor(last: { startsAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([last.startsAt.toISOString(), last.id])).toString('base64url');
}

export function decodeAppointmentCursor(cursor: string): { startsAt: Date; id: string } {
  try {
    const [startsAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(startsAt);
    if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad');
    return { startsAt: date, id };
  } catch {
    throw ApiError.validation([{ field: 'cursor', message: 'is not a cursor from a previous page' }]);
  }
}
