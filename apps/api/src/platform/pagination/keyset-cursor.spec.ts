import { ApiError } from '../http/api-error';
import { decodeCursor, encodeCursor } from './keyset-cursor';

describe('keyset cursors', () => {
  it('round-trips the position of the last row', () => {
    const position = { createdAt: new Date('2026-11-22T19:00:00.123Z'), id: '5b0a3a4e-8f1c-4c1e-9a77-2f3d1b6c9e01' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each(['', 'not-base64!', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["2026-11-22T19:00:00.000Z","x"]').toString('base64url')])(
    'refuses %j as a 400 naming cursor',
    (cursor) => {
      const error = (() => {
        try {
          decodeCursor(cursor);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, errors: [{ field: 'cursor' }] });
    },
  );
});
