import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { processMetrics } from './http-metrics';
import { MetricsRepository } from './metrics.repository';

/**
 * `GET /metrics` in the Prometheus text format: the request metrics every response records (http-metrics.ts) plus
 * gauges read at scrape time (pool, mail outbox, job lag, bookings and payments). Never public: served on its own
 * port (METRICS_PORT) and/or on the main port to a bearer token (METRICS_TOKEN); neither set, not served at all.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Metrics');
  private readonly scraped = new Registry();
  private server?: Server;
  private readonly poolWait: Histogram;

  constructor(
    private readonly repository: MetricsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const registers = [this.scraped];
    const pool = (name: string, help: string, pick: (use: NonNullable<ReturnType<MetricsRepository['poolUse']>>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const use = repository.poolUse();
          if (use) this.set(pick(use));
        },
      });
    pool('huron_db_pool_connections', 'Connections open in the database pool', (u) => u.total);
    pool('huron_db_pool_connections_in_use', 'Connections lent out of the database pool', (u) => u.total - u.idle);
    pool('huron_db_pool_max_connections', 'Most connections the database pool may open', (u) => u.max);
    pool('huron_db_pool_waiting', 'Queries waiting for a free connection', (u) => u.waiting);
    this.poolWait = new Histogram({
      name: 'huron_db_pool_wait_seconds',
      help: 'Time from asking the database pool for a connection to having one',
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });

    // One statement for the three outbox gauges: a scrape collects every gauge at once, so they share it.
    let reading: ReturnType<MetricsRepository['outbox']> | undefined;
    const outbox = () => (reading ??= repository.outbox().finally(() => (reading = undefined)));
    const outboxGauge = (name: string, help: string, pick: (o: Awaited<ReturnType<MetricsRepository['outbox']>>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(pick(await outbox()));
        },
      });
    outboxGauge('huron_mail_outbox_depth', 'Mail due and not yet sent', (o) => o.depth);
    outboxGauge('huron_mail_outbox_oldest_age_seconds', 'Age of the oldest mail due and not yet sent (0: none)', (o) => o.oldestSeconds);
    outboxGauge('huron_mail_outbox_failed', 'Mail given up after its last attempt', (o) => o.failed);
    new Gauge({
      name: 'huron_job_lag_seconds',
      help: 'How long each periodic job (by name) or the oldest due one-off job of a kind (by kind) is overdue and not running (0: on time)',
      labelNames: ['job'],
      registers,
      async collect() {
        this.reset();
        for (const { name, seconds } of await repository.jobLag()) this.set({ job: name }, seconds);
      },
    });
    const byStatus = (name: string, help: string, read: () => Promise<{ status: string; count: number }[]>) =>
      new Gauge({
        name,
        help,
        labelNames: ['status'],
        registers,
        async collect() {
          this.reset();
          for (const { status, count } of await read()) this.set({ status }, count);
        },
      });
    byStatus('huron_bookings', 'Appointments, by status', () => repository.bookingsByStatus());
    byStatus('huron_payments', 'Payments, by status', () => repository.paymentsByStatus());
  }

  get contentType(): string {
    return this.scraped.contentType;
  }

  /** The text a scrape gets. */
  async render(): Promise<string> {
    return Registry.merge([processMetrics, this.scraped]).metrics();
  }

  /** The port the separate metrics server listens on (METRICS_PORT; 0 picks a free one), once it does. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.repository.timePoolWait((seconds) => this.poolWait.observe(seconds));
    const port = this.config.metrics.port;
    if (port === undefined) return;
    const server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
        return;
      }
      this.respond(res);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.config.host, () => resolve());
    });
    this.logger.log(`metrics on port ${this.port}`);
  }

  /** Answers a scrape; a failing statement answers 503 (logged), never a half-written body. */
  respond(res: import('node:http').ServerResponse): void {
    this.render().then(
      (body) => res.writeHead(200, { 'Content-Type': this.contentType, 'Cache-Control': 'no-store' }).end(body),
      (error: unknown) => {
        this.logger.error(`scrape failed: ${error instanceof Error ? error.message : String(error)}`);
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
