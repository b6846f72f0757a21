import type { IncomingMessage } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Process-wide metrics, recorded on the request path: one registry per process (several apps in one test process
 * share it), merged at scrape time with each app's database gauges (MetricsService).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'huron_' });

const labelNames = ['method', 'route', 'status'] as const;

const requests = new Counter({
  name: 'huron_http_requests_total',
  help: 'HTTP requests answered, by route template and status',
  labelNames,
  registers: [processMetrics],
});

const durations = new Histogram({
  name: 'huron_http_request_duration_seconds',
  help: 'Time from the request to the end of its response, by route template and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

/**
 * The route template (`/api/bookings/:reference`), never the raw path (unbounded, and paths can carry tokens):
 * Express's matched route, else the lane that answered ahead of Express ('site' for pages and files), else 'unmatched'.
 */
export function routeLabel(req: IncomingMessage & { route?: { path?: unknown } }, path: string): string {
  const template = req.route?.path;
  if (typeof template === 'string') return template;
  if (path === '/auth/v1/token' || path === '/metrics') return path;
  return /^\/(api|auth)(\/|$)/.test(path) ? 'unmatched' : 'site';
}

/** Called once per response when it finishes (request-context.ts). */
export function observeRequest(req: IncomingMessage & { route?: { path?: unknown } }, path: string, status: number, seconds: number): void {
  const labels = { method: req.method ?? 'GET', route: routeLabel(req, path), status: String(status) };
  requests.inc(labels);
  durations.observe(labels, seconds);
}
