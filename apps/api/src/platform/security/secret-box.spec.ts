import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(40));

  it('round-trips and never repeats a ciphertext', () => {
    const a = box.seal('totp', 'JBSWY3DPEHPK3PXP', 'factor-1');
    const b = box.seal('totp', 'JBSWY3DPEHPK3PXP', 'factor-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open('totp', a, 'factor-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another purpose, context or secret, and tampering', () => {
    const sealed = box.seal('totp', 'secret', 'factor-1');
    expect(() => box.open('mail', sealed, 'factor-1')).toThrow();
    expect(() => box.open('totp', sealed, 'factor-2')).toThrow();
    expect(() => new SecretBox('b'.repeat(40)).open('totp', sealed, 'factor-1')).toThrow();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('x').toString('base64url');
    expect(() => box.open('totp', parts.join('.'), 'factor-1')).toThrow();
  });
});
