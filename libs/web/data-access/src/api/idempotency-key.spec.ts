import { keyPerBody } from './idempotency-key';

describe('keyPerBody', () => {
  it('reuses the key for the same body and makes a new one when the body changes', () => {
    const keyFor = keyPerBody();
    const first = keyFor({ name: 'Ada', message: 'Hi' });
    expect(keyFor({ name: 'Ada', message: 'Hi' })).toBe(first);
    const edited = keyFor({ name: 'Ada', message: 'Hello' });
    expect(edited).not.toBe(first);
    expect(edited).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
