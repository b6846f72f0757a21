import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { recordHeaders, setHeaders, type HeaderList } from './preset-headers';

export interface SecurityHeaderLists {
  /** Every page, file and API answer. */
  site: HeaderList;
  /** The API docs page (Swagger UI), which needs inline styles and its own init script. */
  docs: HeaderList;
}

const DOCS_PATH = '/api/docs';

/**
 * Helmet with a Content-Security-Policy the site passes: our origin only, plus the hashes of the inline
 * scripts the build produced (the theme script that must run before first paint) and of the inlined stylesheet.
 * Computed once at start: none of these headers depends on the request, so no request runs helmet's middlewares.
 * The API docs page gets the very same headers (HSTS, framing, referrer, isolation), with one difference in its
 * policy: Swagger UI's page has inline <style> blocks, so its styles may be inline. Its scripts are files of ours.
 */
export function securityHeaderLists(options: { scriptHashes: string[]; styleHashes?: string[]; https: boolean }): SecurityHeaderLists {
  const site = siteHelmet(options, {
    scriptSrc: ["'self'", ...options.scriptHashes.map((h) => `'${h}'`)],
    styleSrc: ["'self'", ...(options.styleHashes ?? []).map((h) => `'${h}'`)],
  });
  const docs = siteHelmet(options, { scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"] });
  return { site: recordHeaders([site, permissionsPolicy]), docs: recordHeaders([docs, permissionsPolicy], DOCS_PATH) };
}

function siteHelmet(options: { https: boolean }, sources: { scriptSrc: string[]; styleSrc: string[] }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        ...sources,
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Helmet's default SAMEORIGIN would contradict frame-ancestors 'none'; browsers without CSP get the same answer.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }) as RequestHandler;
}

/** Sets the lists computed at start: the docs page's own, everyone else the site's. */
export function securityHeaders(lists: SecurityHeaderLists): RequestHandler {
  return (req, res, next) => {
    setHeaders(res, req.path.startsWith(DOCS_PATH) ? lists.docs : lists.site);
    next();
  };
}

/** Permissions-Policy: the site needs none of these powerful features. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  next();
};

/**
 * The default of every /api and /auth/v1 answer: never stored by browsers or proxies (tokens, personal data, answers
 * that depend on who asks). A route whose answer is public overrides it with `@Header('Cache-Control', ...)`.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
