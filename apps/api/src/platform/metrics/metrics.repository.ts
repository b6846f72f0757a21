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

  /**
   * Mail waiting to be sent now (scheduled reminders not yet due are not counted; a message waiting for its next
   * try is), the age of the oldest, and messages given up on. A message's delivery is its `mail:deliver/<id>` job
   * (platform/jobs); given up: that job's run_at is infinity.
   */
  async outbox(): Promise<{ depth: number; oldestSeconds: number; failed: number }> {
    const rows = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE o.not_before <= now() AND j.run_at < 'infinity')::int AS depth,
              coalesce(extract(epoch FROM now() - min(greatest(o.created_at, o.not_before)) FILTER (WHERE o.not_before <= now() AND j.run_at < 'infinity')), 0)::float8 AS oldest,
              count(*) FILTER (WHERE j.run_at = 'infinity')::int AS failed
         FROM mail_outbox o JOIN scheduled_jobs j ON j.name = 'mail:deliver/' || o.id
        WHERE o.status = 'pending'`,
    )) as { depth: number; oldest: number; failed: number }[];
    const row = rows[0] ?? { depth: 0, oldest: 0, failed: 0 };
    return { depth: row.depth, oldestSeconds: row.oldest, failed: row.failed };
  }

  /**
   * Seconds each periodic job is overdue and not running (0 when on time), by name; and for each kind of one-off
   * job (mail:deliver, reminders) how long its most overdue due job has waited without a process running it.
   */
  async jobLag(): Promise<{ name: string; seconds: number }[]> {
    return (await this.dataSource.query(
      `SELECT name, CASE WHEN locked_until > now() THEN 0 ELSE greatest(0, extract(epoch FROM now() - run_at)) END::float8 AS seconds
         FROM scheduled_jobs WHERE kind IS NULL
       UNION ALL
       SELECT kind, coalesce(max(extract(epoch FROM now() - run_at)) FILTER (WHERE run_at <= now() AND (locked_until IS NULL OR locked_until <= now())), 0)::float8
         FROM scheduled_jobs WHERE kind IS NOT NULL AND run_at < 'infinity' GROUP BY kind
       ORDER BY name`,
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
