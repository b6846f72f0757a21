import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Table scheduled_jobs: each periodic job's next run and the lease of the process running it. */
@Injectable()
export class ScheduledJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Gives each job a row, first due one interval from now; a job that already has one keeps its schedule. */
  async ensure(jobs: { name: string; everySeconds: number }[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO scheduled_jobs (name, run_at)
       SELECT name, now() + make_interval(secs => every) FROM unnest($1::text[], $2::int[]) AS j (name, every)
       ON CONFLICT (name) DO NOTHING`,
      [jobs.map((job) => job.name), jobs.map((job) => job.everySeconds)],
    );
  }

  /**
   * Leases to `instance` the jobs among `names` that are due and held by nobody (or by a process whose lease ran out).
   * SKIP LOCKED: a process that finds a row being claimed passes over it, and the claim re-checks the lease.
   */
  async claimDue(instance: string, names: string[], leaseSeconds: number): Promise<string[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE scheduled_jobs SET locked_by = $1, locked_until = now() + make_interval(secs => $3)
       WHERE name IN (
         SELECT name FROM scheduled_jobs
         WHERE name = ANY($2::text[]) AND run_at <= now() AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY run_at FOR UPDATE SKIP LOCKED)
       RETURNING name`,
      [instance, names, leaseSeconds],
    )) as [{ name: string }[], number];
    return rows.map((row) => row.name);
  }

  /** Keeps a running job's lease alive. */
  async extendLease(name: string, instance: string, leaseSeconds: number): Promise<void> {
    await this.dataSource.query(`UPDATE scheduled_jobs SET locked_until = now() + make_interval(secs => $3) WHERE name = $1 AND locked_by = $2`, [
      name,
      instance,
      leaseSeconds,
    ]);
  }

  /** Releases the lease and schedules the next run one interval from now. */
  async finish(name: string, instance: string, everySeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE scheduled_jobs SET run_at = now() + make_interval(secs => $3), locked_by = NULL, locked_until = NULL, last_run_by = $2, last_finished_at = now()
       WHERE name = $1 AND locked_by = $2`,
      [name, instance, everySeconds],
    );
  }
}
