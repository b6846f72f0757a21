import { Secret, TOTP } from 'otpauth';
import { matchingTimeStep, newTotpSecret } from './totp';

describe('TOTP', () => {
  it('issues a secret, an otpauth URI naming the issuer, and an SVG QR code', async () => {
    const created = await newTotpSecret('Huron Tax & Accounting', 'person@example.com');
    expect(created.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.uri).toMatch(/^otpauth:\/\/totp\/Huron%20Tax%20%26%20Accounting:person%40example\.com\?/);
    expect(created.uri).toContain(`secret=${created.secret}`);
    expect(created.qrCode).toMatch(/^<svg/);
  });

  it('matches the current code, tolerates one step of drift, refuses others', async () => {
    const { secret } = await newTotpSecret('x', 'y');
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(matchingTimeStep(secret, totp.generate({ timestamp: now }), now)).toBe(step);
    expect(matchingTimeStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(matchingTimeStep(secret, totp.generate({ timestamp: now - 90_000 }), now)).toBeNull();
    expect(matchingTimeStep(secret, 'abcdef', now)).toBeNull();
  });
});
