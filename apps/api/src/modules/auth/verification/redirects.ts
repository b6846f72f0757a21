import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';

/** What an emailed link is for; names the `type` the web page passes to verifyOtp. */
export type LinkType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

/** Where people land after a link when the request named no (allowed) redirect_to. */
const DEFAULT_PATH: Record<LinkType, string> = { signup: '/dashboard', magiclink: '/dashboard', recovery: '/reset-password', email_change: '/dashboard' };

/**
 * redirect_to handling: an absolute http(s) URL on PUBLIC_URL's origin, or under an AUTH_REDIRECT_ALLOW_LIST
 * entry (same origin, path prefix), is kept; anything else falls back to the page for the link type.
 */
@Injectable()
export class Redirects {
  private readonly site: URL;
  private readonly allowed: URL[];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.site = new URL(config.publicUrl);
    this.allowed = config.auth.redirectAllowList.map((entry) => new URL(entry));
  }

  resolve(requested: string | null | undefined, type: LinkType): string {
    const url = requested ? parse(requested) : undefined;
    if (url && (url.origin === this.site.origin || this.allowed.some((a) => url.origin === a.origin && url.pathname.startsWith(a.pathname)))) return url.href;
    return `${this.config.publicUrl}${DEFAULT_PATH[type]}`;
  }

  /**
   * The link in an email. confirm-page (default): our web page /auth/confirm, which calls verifyOtp({ token_hash,
   * type }) and then goes to redirect_to. verify-endpoint: GoTrue's GET /auth/v1/verify, which redirects to
   * redirect_to with the session in the URL fragment (or ?code= for PKCE, or #error=... when the link is bad).
   */
  confirmLink(linkToken: string, type: LinkType, redirectTo: string): string {
    if (this.config.auth.emailLinks === 'verify-endpoint') {
      return `${this.config.publicUrl}/auth/v1/verify?${new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo }).toString()}`;
    }
    return `${this.config.publicUrl}/auth/confirm?${new URLSearchParams({ token_hash: linkToken, type, redirect_to: redirectTo }).toString()}`;
  }
}

function parse(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
