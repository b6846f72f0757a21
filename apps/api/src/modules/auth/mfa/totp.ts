import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;

export interface NewTotpSecret {
  secret: string;
  uri: string;
  /** SVG markup (auth-js prefixes it with data:image/svg+xml;utf-8,). */
  qrCode: string;
}

export async function newTotpSecret(issuer: string, account: string): Promise<NewTotpSecret> {
  const secret = new Secret({ size: 20 });
  const uri = new TOTP({ issuer, label: account, algorithm: 'SHA1', digits: 6, period: PERIOD, secret }).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret: secret.base32, uri, qrCode };
}

/** The 30-second time step a 6-digit code belongs to (one step either side allowed for clock drift), or null. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
