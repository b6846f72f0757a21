import { RestartBackoff } from './restart-backoff';

describe('RestartBackoff', () => {
  it('doubles from 0.5 s up to 30 s while the server keeps failing', () => {
    const backoff = new RestartBackoff();
    expect(Array.from({ length: 9 }, () => backoff.next())).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('starts again from 0.5 s after the server stayed up for a healthy period', () => {
    const backoff = new RestartBackoff();
    backoff.next();
    backoff.next();
    expect(backoff.next(59_999)).toBe(2000);
    expect(backoff.next(60_000)).toBe(500);
    expect(backoff.next()).toBe(1000);
  });
});
