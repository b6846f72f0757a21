import { REFERRAL_COOKIE } from '../../platform/events/lead-created.event';

/** The `huron_ref` cookie's value from a Cookie header, or null (cut to 100 characters: it is only a lookup key). */
export function referralCodeFrom(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== REFERRAL_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')).slice(0, 100) || null;
    } catch {
      return null;
    }
  }
  return null;
}
