import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('ignores key order and undefined values, at every level', () => {
    expect(requestFingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(requestFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1, e: undefined }));
  });

  it('tells apart different values, array orders and types', () => {
    const base = requestFingerprint({ amount: 100, items: [1, 2] });
    expect(requestFingerprint({ amount: 101, items: [1, 2] })).not.toBe(base);
    expect(requestFingerprint({ amount: 100, items: [2, 1] })).not.toBe(base);
    expect(requestFingerprint({ amount: '100', items: [1, 2] })).not.toBe(base);
  });

  it('includes uploaded files by content', () => {
    const one = requestFingerprint({}, [{ fieldname: 'file', originalname: 'a.pdf', buffer: Buffer.from('one') }]);
    expect(requestFingerprint({}, [{ fieldname: 'file', originalname: 'a.pdf', buffer: Buffer.from('one') }])).toBe(one);
    expect(requestFingerprint({}, [{ fieldname: 'file', originalname: 'a.pdf', buffer: Buffer.from('two') }])).not.toBe(one);
  });
});
