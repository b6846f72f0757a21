import type { Request } from 'express';
import { REFERRAL_COOKIE } from '../../platform/events/lead-created.event';

const PLAUSIBLE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The `huron_ref` cookie's value when it looks like a referral code; anything else is ignored, not an error. */
export function referralCodeOf(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== REFERRAL_COOKIE) continue;
    let code: string;
    try {
      code = decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
    return PLAUSIBLE_CODE.test(code) ? code : null;
  }
  return null;
}
