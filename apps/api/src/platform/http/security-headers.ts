import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet with a Content-Security-Policy the site passes: our origin only, plus the hashes of the inline
 * scripts the build produced (the theme script that must run before first paint) and of the inlined stylesheet.
 */
export function securityHeaders(options: { scriptHashes: string[]; styleHashes?: string[]; https: boolean }): RequestHandler {
  const site = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes.map((h) => `'${h}'`)],
        styleSrc: ["'self'", ...(options.styleHashes ?? []).map((h) => `'${h}'`)],
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
  });
  // The API docs page (Swagger UI) needs inline styles and its own init script.
  const docs = helmet({
    contentSecurityPolicy: {
      directives: { scriptSrc: ["'self'", "'unsafe-inline'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'] },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  return (req, res, next) => (req.path.startsWith('/api/docs') ? docs(req, res, next) : site(req, res, next));
}

/** Permissions-Policy: the site needs none of these powerful features. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  next();
};

/** For responses that carry tokens or personal data: never cached by browsers or proxies. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
