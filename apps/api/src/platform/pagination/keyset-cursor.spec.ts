import { ApiError } from '../http/api-error';
import { decodeCursor, decodeNameCursor, encodeCursor, encodeNameCursor } from './keyset-cursor';

const ID = '5b0a3a4e-8f1c-4c1e-9a77-2f3d1b6c9e01';
const wire = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('round-trips the time and id of the last row', () => {
    const at = new Date('2026-11-22T19:00:00.123Z');
    expect(decodeCursor(encodeCursor(at, ID))).toEqual({ at, atText: '2026-11-22T19:00:00.123Z', id: ID });
  });

  it("keeps PostgreSQL's microseconds when the time is its text", () => {
    const position = decodeCursor(encodeCursor('2026-11-22 19:00:00.123456+00', ID));
    expect(position).toEqual({ atText: '2026-11-22 19:00:00.123456+00', at: new Date('2026-11-22T19:00:00.123Z'), id: ID });
  });

  it('reads the cursors earlier versions wrote (base64url JSON [time, id])', () => {
    expect(decodeCursor(wire(['2026-11-22T19:00:00.000Z', ID])).at).toEqual(new Date('2026-11-22T19:00:00.000Z'));
    expect(decodeCursor(wire(['2999-01-01T00:00:00Z', ID])).atText).toBe('2999-01-01T00:00:00Z');
  });

  it.each([
    '',
    'not-base64!',
    wire([1, 2]),
    wire(['2026-11-22T19:00:00.000Z', 'x']),
    wire(['2026-11-22T19:00:00.000Z', '------------------------------------']),
    wire(['not a date', ID]),
    wire(['Nov 22 2026', ID]),
    wire(['2026-13-45T19:00:00.000Z', ID]),
    wire(['2026-11-22T19:00:00.000Z', ID, 'extra']),
  ])('refuses %j as a 400 naming cursor', (cursor) => {
    const error = (() => {
      try {
        decodeCursor(cursor);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errors: [{ field: 'cursor' }] });
  });
});

describe('by-name keyset cursors', () => {
  it('round-trips the name and id of the last row', () => {
    expect(decodeNameCursor(encodeNameCursor('émile zola', ID))).toEqual({ key: 'émile zola', id: ID });
  });

  it('refuses a by-date cursor, an edited one and a huge name, naming `cursor`', () => {
    for (const cursor of [encodeCursor(new Date(), ID), wire(['name', 'x', 'not-a-uuid']), wire(['name', 'x'.repeat(401), ID]), 'garbage']) {
      expect(() => decodeNameCursor(cursor)).toThrow(ApiError);
    }
  });
});
