import { isLikelyBot } from './form-trap';

describe('isLikelyBot', () => {
  const now = 1_800_000_000_000;

  it('flags a filled honeypot and a form sent sooner than the minimum fill time', () => {
    expect(isLikelyBot({ website: 'http://spam.example', startedAt: now - 60_000 }, now, 3000)).toBe(true);
    expect(isLikelyBot({ startedAt: now - 2999 }, now, 3000)).toBe(true);
  });

  it('lets people through: empty honeypot, slow enough, no timing, timing off, or a client clock ahead of ours', () => {
    expect(isLikelyBot({ website: ' ', startedAt: now - 3000 }, now, 3000)).toBe(false);
    expect(isLikelyBot({}, now, 3000)).toBe(false);
    expect(isLikelyBot({ startedAt: now }, now, 0)).toBe(false);
    expect(isLikelyBot({ startedAt: now + 5000 }, now, 3000)).toBe(false);
  });
});
