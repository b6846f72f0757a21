import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service';

/** The endpoint runs as a step of the request pipeline for every request, so it answers only its own path. */
const METRICS_PATH = /^\/metrics\/?$/i;

/** `GET /metrics` on the main port for a scraper sending `Authorization: Bearer <METRICS_TOKEN>`; 401 to anyone else. */
export function metricsEndpoint(metrics: MetricsService, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!METRICS_PATH.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const given = Buffer.from(req.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).set({ 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' }).type('text/plain').send('Unauthorized\n');
      return;
    }
    metrics.respond(res);
  };
}
