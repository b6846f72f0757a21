import { AuthError } from '../errors/auth-error';
import { validEmail } from './email-address';

describe('validEmail', () => {
  it('gives the address in its stored form', () => {
    expect(validEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each(['', 'jane', 'jane@', '@example.com', `${'a'.repeat(250)}@example.com`])('refuses %j with the reference validation error', (raw) => {
    expect(() => validEmail(raw)).toThrow(AuthError);
    expect(() => validEmail(raw)).toThrow(expect.objectContaining({ status: 400, code: 'validation_failed' }));
  });
});
