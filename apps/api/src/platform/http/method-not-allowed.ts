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

  /** `router` is the Express application's router (`app.router`), read after routes are registered. */
  load(router: unknown): void {
    const stack = (router as { stack?: RouterLayer[] }).stack;
    if (!Array.isArray(stack)) throw new Error('AllowedMethods: the router has no layer stack (is this Express 5?)');
    const routes: KnownRoute[] = [];
    for (const layer of stack) {
      if (!layer.route) continue;
      if (!Array.isArray(layer.matchers)) throw new Error('AllowedMethods: router layers without matchers (is this Express 5?)');
      const methods = Object.keys(layer.route.methods)
        .filter((m) => layer.route!.methods[m] && m !== '_all')
        .map((m) => m.toUpperCase());
      if (layer.route.methods['_all'] || METHODS.every((m) => methods.includes(m))) continue;
      const matchers = layer.matchers;
      const staticPrefix = typeof layer.route.path === 'string' ? layer.route.path.split(/[:*{(]/)[0]!.toLowerCase() : '';
      routes.push({ staticPrefix, matches: (path) => matchers.some((match) => safely(() => match(path))), methods });
    }
    this.routes = routes;
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
    return this.routes.filter((route) => lower.startsWith(route.staticPrefix) && route.matches(path));
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

/** A matcher throws when a parameter is not valid percent-encoding: such a path is no known route's. */
function safely(match: () => unknown): boolean {
  try {
    return Boolean(match());
  } catch {
    return false;
  }
}
