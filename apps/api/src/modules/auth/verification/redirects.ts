import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';

/** What an emailed link is for; names the `type` the web page passes to verifyOtp. */
export type LinkType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

/** Where people land after a link when the request named no (allowed) redirect_to. */
const DEFAULT_PATH: Record<LinkType, string> = { signup: '/dashboard', magiclink: '/dashboard', recovery: '/reset-password', email_change: '/dashboard' };

/**
 * redirect_to handling: an absolute http(s) URL on PUBLIC_URL's origin, or under an AUTH_REDIRECT_ALLOW_LIST
 * entry (same origin, path prefix ending at a segment boundary), is kept; anything else falls back to the page
 * for the link type. Values a browser or a server could read as another site are refused first (see unsafe()).
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
    const url = typeof requested === 'string' && !unsafe(requested) ? parse(requested) : undefined;
    if (url && !unsafeUrl(url) && (url.origin === this.site.origin || this.allowed.some((a) => url.origin === a.origin && underPath(url.pathname, a.pathname))))
      return url.href;
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

/**
 * Backslashes (browsers read `/\host` as `//host`), control characters and spaces (stripped or mangled by URL
 * parsers), raw or percent-encoded: no legitimate redirect_to needs them.
 */
function unsafe(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\\\u0000-\u0020\u007f]|%5c|%[01][0-9a-f]|%7f/i.test(value);
}

/**
 * A path starting with `//` (also encoded): on our own origin it reaches the site host as `//evil.example/`,
 * which a clean-up redirect could turn into a protocol-relative Location. Userinfo (`http://site@evil.example`)
 * only ever serves to disguise the real host.
 */
function unsafeUrl(url: URL): boolean {
  return url.username !== '' || url.password !== '' || /^\/(?:\/|%2f)/i.test(url.pathname);
}

/** `/app` admits `/app` and `/app/...` but not `/application`; `/app/` admits everything under it. */
function underPath(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

function parse(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
