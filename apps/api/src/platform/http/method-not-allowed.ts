import { METHODS } from 'node:http';
import type { RequestHandler } from 'express';
import { ApiError } from './api-error';
import { sendInDialect, type ErrorDialects } from './error-dialect';

/** The parts of an Express 5 router layer this reads: a route's path matchers and its methods. */
interface RouterLayer {
  matchers?: ((path: string) => unknown)[];
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
}

interface KnownRoute {
  /** The route path up to its first parameter, lower-cased: a cheap test before the router's own matcher. */
  staticPrefix: string;
  matches: (path: string) => boolean;
  methods: string[];
}

/**
 * Which methods each registered route path accepts, read once from the router after the application has
 * registered its routes. A route that accepts every method (a catch-all answering 404, a disabled feature)
 * never makes a method wrong, so it is left out.
 */
export class AllowedMethods {
  private routes?: KnownRoute[];
  /**
   * The routes by the first two segments of their path (`/api/referrals`), so a request tests the few routes that
   * can be its own instead of every route (this runs on every request, before the router); `loose` holds routes
   * whose first two segments are not fixed (a parameter or pattern within them), tested on every request.
   */
  private byHead = new Map<string, KnownRoute[]>();
  private loose: KnownRoute[] = [];

  /** `router` is the Express application's router (`app.router`), read after routes are registered. */
  load(router: unknown): void {
    const stack = (router as { stack?: RouterLayer[] }).stack;
    if (!Array.isArray(stack)) throw new Error('AllowedMethods: the router has no layer stack (is this Express 5?)');
    const routes: KnownRoute[] = [];
    const fullyStatic = new Set<KnownRoute>();
    for (const layer of stack) {
      if (!layer.route) continue;
      if (!Array.isArray(layer.matchers)) throw new Error('AllowedMethods: router layers without matchers (is this Express 5?)');
      const methods = Object.keys(layer.route.methods)
        .filter((m) => layer.route!.methods[m] && m !== '_all')
        .map((m) => m.toUpperCase());
      if (layer.route.methods['_all'] || METHODS.every((m) => methods.includes(m))) continue;
      const matchers = layer.matchers;
      const fullPath = typeof layer.route.path === 'string' ? layer.route.path.toLowerCase() : undefined;
      const staticPrefix = fullPath === undefined ? '' : fullPath.split(/[:*{(]/)[0]!;
      routes.push({ staticPrefix, matches: (path) => matchers.some((match) => safely(() => match(path))), methods });
      if (staticPrefix === fullPath) fullyStatic.add(routes.at(-1)!);
    }
    this.routes = routes;
    this.byHead = new Map();
    this.loose = [];
    for (const route of routes) {
      const key = headOf(route.staticPrefix);
      // The head is fixed when the static part holds both segments whole (a '/' after the second) or is the whole path.
      const secondEnds = route.staticPrefix.indexOf('/', route.staticPrefix.indexOf('/', 1) + 1) > 0 && route.staticPrefix.indexOf('/', 1) > 0;
      if (secondEnds || fullyStatic.has(route)) this.byHead.set(key, [...(this.byHead.get(key) ?? []), route]);
      else this.loose.push(route);
    }
  }

  /** The methods the path accepts (HEAD wherever GET is), or undefined when no route knows the path (or before load()). */
  allowedFor(path: string): string[] | undefined {
    const known = this.routesFor(path);
    if (!known.length) return undefined;
    const methods = new Set(known.flatMap((route) => route.methods));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }

  private routesFor(path: string): KnownRoute[] {
    if (!this.routes) return [];
    const lower = path.toLowerCase();
    const candidates = this.byHead.get(headOf(lower));
    const known: KnownRoute[] = [];
    for (const list of candidates ? [candidates, this.loose] : [this.loose])
      for (const route of list) if (lower.startsWith(route.staticPrefix) && route.matches(path)) known.push(route);
    return known;
  }

  /** 405 with Allow for a known path asked with a method none of its routes accepts; anything else goes on. */
  middleware(dialects: ErrorDialects): RequestHandler {
    return (req, res, next) => {
      const known = this.routesFor(req.path);
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      if (!known.length || known.some((route) => route.methods.includes(method))) return next();
      const allowed = this.allowedFor(req.path)!;
      res.setHeader('Allow', allowed.join(', '));
      sendInDialect(req, res, new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here; allowed: ${allowed.join(', ')}`), dialects);
    };
  }
}

/** The first two segments of a path, e.g. `/api/referrals` of `/api/referrals/summary` (fewer when it has fewer). */
function headOf(path: string): string {
  const first = path.indexOf('/', 1);
  if (first < 0) return path;
  const second = path.indexOf('/', first + 1);
  if (second >= 0) return path.slice(0, second);
  return first === path.length - 1 ? path.slice(0, first) : path; // `/things/` is the head `/things`
}

/** A matcher throws when a parameter is not valid percent-encoding: such a path is no known route's. */
function safely(match: () => unknown): boolean {
  try {
    return Boolean(match());
  } catch {
    return false;
  }
}
