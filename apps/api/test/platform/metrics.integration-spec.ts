import { Client } from 'pg';
import { MetricsService } from '../../src/platform/metrics';
import { startTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

/** The value of one sample line (`name{labels} value`) in a Prometheus text answer, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  describe('with METRICS_TOKEN and METRICS_PORT', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await startTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0' });
      port = t.app.get(MetricsService).port!;
    });
    afterAll(() => t.close());

    const scrape = async () => {
      const res = await fetch(`${t.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text();
    };

    it('refuses the main port without the bearer token, or with another one', async () => {
      for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer nope' }, { Authorization: `Bearer ${TOKEN}x` }, { Authorization: TOKEN }]) {
        const res = await fetch(`${t.baseUrl}/metrics`, { headers });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
        expect(await res.text()).not.toContain('huron_');
      }
    });

    it('counts requests by route template and status, with a duration histogram', async () => {
      const before = await scrape();
      const live = 'huron_http_requests_total{method="GET",route="/api/health/live",status="200"}';
      const article = 'huron_http_requests_total{method="GET",route="/api/content/articles/:slug",status="404"}';
      const unmatched = 'huron_http_requests_total{method="GET",route="unmatched",status="404"}';
      expect((await fetch(`${t.baseUrl}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${t.baseUrl}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${t.baseUrl}/api/content/articles/no-such-article-here`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}/api/no-such-route/123`)).status).toBe(404);
      const after = await scrape();
      expect((sample(after, live) ?? 0) - (sample(before, live) ?? 0)).toBe(2);
      expect((sample(after, article) ?? 0) - (sample(before, article) ?? 0)).toBe(1);
      expect((sample(after, unmatched) ?? 0) - (sample(before, unmatched) ?? 0)).toBe(1);
      expect(sample(after, 'huron_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}')).toBe(sample(after, live));
      expect(after).toContain('huron_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health/live",status="200"}');
      // Raw paths (which can carry tokens or addresses) never become labels.
      expect(after).not.toContain('no-such-article-here');
      expect(after).not.toContain('no-such-route');
    });

    it('reports the database pool, the mail outbox depth and oldest age, job lag, bookings and payments', async () => {
      const db = new Client({ connectionString: t.database.url });
      await db.connect();
      try {
        // Due two minutes ago and waiting for its retry in an hour; a legacy scheduled row due tomorrow; one given up on.
        await db.query(
          `WITH mail AS (
             INSERT INTO mail_outbox (kind, content, status, not_before, created_at)
             VALUES ('metrics-test', 'sealed', 'pending', now() - interval '2 minutes', now() - interval '2 minutes'),
                    ('metrics-test', 'sealed', 'pending', now() + interval '1 day', now()),
                    ('metrics-test', 'sealed', 'pending', now() - interval '3 days', now() - interval '3 days')
             RETURNING id, not_before)
           INSERT INTO scheduled_jobs (name, kind, run_at, attempts)
           SELECT 'mail:deliver/' || id, 'mail:deliver', CASE WHEN not_before < now() - interval '1 day' THEN 'infinity' ELSE now() + interval '1 hour' END, 1 FROM mail`,
        );
        await db.query(`INSERT INTO scheduled_jobs (name, run_at) VALUES ('metrics-test-job', now() - interval '1 minute')`);
      } finally {
        await db.end();
      }
      const text = await scrape();
      expect(sample(text, 'huron_mail_outbox_depth')).toBe(1);
      expect(sample(text, 'huron_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(119);
      expect(sample(text, 'huron_mail_outbox_failed')).toBe(1);
      // One-off jobs by kind, never one series per job (a mail:deliver job per message).
      expect(sample(text, 'huron_job_lag_seconds{job="mail:deliver"}')).toEqual(expect.any(Number));
      expect(text).not.toContain('job="mail:deliver/');
      expect(sample(text, 'huron_job_lag_seconds{job="metrics-test-job"}')).toBeGreaterThanOrEqual(59);
      expect(sample(text, 'huron_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'huron_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'huron_db_pool_waiting')).toBe(0);
      // Pool wait: every checkout is timed (the scrape's own statements took connections from the pool).
      expect(text).toContain('# TYPE huron_db_pool_wait_seconds histogram');
      expect(sample(text, 'huron_db_pool_wait_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'huron_db_pool_wait_seconds_sum')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'huron_db_pool_wait_seconds_bucket{le="+Inf"}')).toBe(sample(text, 'huron_db_pool_wait_seconds_count'));
      expect(text).toContain('# TYPE huron_db_pool_connections_in_use gauge');
      expect(text).toContain('# TYPE huron_bookings gauge');
      expect(text).toContain('# TYPE huron_payments gauge');
      expect(text).toContain('# TYPE huron_process_cpu_seconds_total counter');
      // Every series the issue lists: requests and durations by route and status, pool use and wait, outbox depth
      // and oldest age, job lag, bookings and payments.
      for (const series of [
        'huron_http_requests_total counter',
        'huron_http_request_duration_seconds histogram',
        'huron_db_pool_connections gauge',
        'huron_db_pool_connections_in_use gauge',
        'huron_db_pool_max_connections gauge',
        'huron_db_pool_waiting gauge',
        'huron_db_pool_wait_seconds histogram',
        'huron_mail_outbox_depth gauge',
        'huron_mail_outbox_oldest_age_seconds gauge',
        'huron_job_lag_seconds gauge',
        'huron_bookings gauge',
        'huron_payments gauge',
      ]) {
        expect(text).toContain(`# TYPE ${series}`);
      }
    });

    it('serves the same on METRICS_PORT without a token, and nothing else there', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE huron_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    });
  });

  it('is not served at all when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const t = await startTestApp();
    try {
      expect(t.app.get(MetricsService).port).toBeUndefined();
      const res = await fetch(`${t.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('huron_');
    } finally {
      await t.close();
    }
  });
});
