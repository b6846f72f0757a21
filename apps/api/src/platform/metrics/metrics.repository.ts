import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
  connect: (...args: unknown[]) => unknown;
}

/** Pools already timed (a second app on the same DataSource must not wrap `connect` twice). */
const timedPools = new WeakSet<object>();

/** What a scrape reads from PostgreSQL and the connection pool: a handful of aggregate statements, no personal data. */
@Injectable()
export class MetricsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The pg pool behind TypeORM: connections open, idle, and requests waiting for one. */
  poolUse(): PoolUse | undefined {
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    if (!pool) return undefined;
    return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options?.max ?? 10 };
  }

  /**
   * Times every checkout from the pool (TypeORM's `pool.connect(callback)`; the promise form too): `observe` gets the
   * seconds from asking for a connection to having one, so waiting for a free connection shows as pool wait.
   */
  timePoolWait(observe: (seconds: number) => void): boolean {
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    if (!pool || timedPools.has(pool)) return false;
    timedPools.add(pool);
    const connect = pool.connect.bind(pool);
    pool.connect = (...args: unknown[]) => {
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      const callback = args[0];
      if (typeof callback === 'function') {
        return connect((...answer: unknown[]) => {
          observe(seconds());
          (callback as (...a: unknown[]) => unknown)(...answer);
        });
      }
      const promise = connect() as Promise<unknown>;
      promise.then(
        () => observe(seconds()),
        () => observe(seconds()),
      );
      return promise;
    };
    return true;
  }

  /** Mail waiting to be sent now (scheduled reminders not yet due are not counted), and the age of the oldest. */
  async outbox(): Promise<{ depth: number; oldestSeconds: number; failed: number }> {
    const rows = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending') AND not_before <= now())::int AS depth,
              coalesce(extract(epoch FROM now() - min(greatest(created_at, not_before)) FILTER (WHERE status IN ('pending', 'sending') AND not_before <= now())), 0)::float8 AS oldest,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM mail_outbox WHERE status <> 'sent'`,
    )) as { depth: number; oldest: number; failed: number }[];
    const row = rows[0] ?? { depth: 0, oldest: 0, failed: 0 };
    return { depth: row.depth, oldestSeconds: row.oldest, failed: row.failed };
  }

  /** Seconds each periodic job is overdue and not running (0 when on time). */
  async jobLag(): Promise<{ name: string; seconds: number }[]> {
    return (await this.dataSource.query(
      `SELECT name, CASE WHEN locked_until > now() THEN 0 ELSE greatest(0, extract(epoch FROM now() - run_at)) END::float8 AS seconds
         FROM scheduled_jobs ORDER BY name`,
    )) as { name: string; seconds: number }[];
  }

  async bookingsByStatus(): Promise<{ status: string; count: number }[]> {
    return (await this.dataSource.query(`SELECT status, count(*)::int AS count FROM booking_appointments GROUP BY status`)) as {
      status: string;
      count: number;
    }[];
  }

  async paymentsByStatus(): Promise<{ status: string; count: number }[]> {
    return (await this.dataSource.query(`SELECT status, count(*)::int AS count FROM payments GROUP BY status`)) as { status: string; count: number }[];
  }
}
