import type { Request } from 'express';
import { REFERRAL_COOKIE } from '../../platform/events/lead-created.event';

/** The `huron_ref` cookie's value as sent (no cookie parser in this app), or null. */
export function referralCodeOf(req: Request): string | null {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) {
      const value = decodeURIComponent(rest.join('=')).trim();
      return value ? value.slice(0, 100) : null;
    }
  }
  return null;
}
