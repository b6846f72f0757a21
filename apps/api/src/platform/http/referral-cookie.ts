import { REFERRAL_COOKIE } from '../events/lead-created.event';

/** What a share code can look like; anything else in the cookie is not one of ours. */
const PLAUSIBLE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `huron_ref` cookie's referral code from a Cookie header (this app has no cookie parser), or null. The one reader
 * for every public form: a value that is not valid percent-encoding (`%`, `%E0%A4%A`, `%ED%A0%80`) or decodes to
 * anything but a plausible code (`%00`, spaces, 10,000 characters) is ignored, never an error: the visitor's form
 * must go through whatever their browser holds.
 */
export function referralCodeOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== REFERRAL_COOKIE) continue;
    let code: string;
    try {
      code = decodeURIComponent(value.join('=')).trim();
    } catch {
      return null;
    }
    return PLAUSIBLE_CODE.test(code) ? code : null;
  }
  return null;
}
