import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { rowsOf } from '../database/query-rows';
import type { Tx } from '../database/transactions';

/** Fires when a transaction that scheduled a one-off job due now commits; wakes every process's scheduler. */
export const JOBS_CHANNEL = 'scheduled_jobs';

/** A one-off job leased to this process: its row's name, handler kind, sealed payload (null: none) and the attempt this is. */
export interface ClaimedOneOffJob {
  name: string;
  kind: string;
  payload: string | null;
  attempts: number;
}

/** Table scheduled_jobs: each job's next run, the lease of the process running it, and a failed job's last error. */
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
         WHERE name = ANY($2::text[]) AND kind IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY run_at FOR UPDATE SKIP LOCKED)
       RETURNING name`,
      [instance, names, leaseSeconds],
    )) as [{ name: string }[], number];
    return rows.map((row) => row.name);
  }

  /** Keeps running jobs' leases alive. */
  async extendLeases(names: string[], instance: string, leaseSeconds: number): Promise<void> {
    await this.dataSource.query(`UPDATE scheduled_jobs SET locked_until = now() + make_interval(secs => $3) WHERE name = ANY($1::text[]) AND locked_by = $2`, [
      names,
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

  /**
   * In the caller's transaction: the one-off job `name` runs at `runAt` (null: the database's now), replacing a
   * pending one of that name (and freeing its lease, so a run in progress does not complete it). A job due now also
   * NOTIFYs JOBS_CHANNEL, which PostgreSQL delivers when the transaction commits. One statement.
   */
  async upsertOneOff(tx: Tx, job: { name: string; kind: string; runAt: Date | null; sealedPayload: string | null }): Promise<void> {
    await tx.query(
      `WITH job AS (
         INSERT INTO scheduled_jobs (name, kind, run_at, payload) VALUES ($1, $2, coalesce($3, now()), $4)
         ON CONFLICT (name) DO UPDATE SET kind = EXCLUDED.kind, run_at = EXCLUDED.run_at, payload = EXCLUDED.payload,
           attempts = 0, last_error = NULL, locked_by = NULL, locked_until = NULL
         RETURNING run_at)
       SELECT pg_notify($5, '') FROM job WHERE run_at <= now()`,
      [job.name, job.kind, job.runAt, job.sealedPayload, JOBS_CHANNEL],
    );
  }

  /** In the caller's transaction: the one-off job `name` will not run (unless a process is running it now). */
  async deleteOneOff(tx: Tx, name: string): Promise<void> {
    await tx.query(`DELETE FROM scheduled_jobs WHERE name = $1 AND kind IS NOT NULL`, [name]);
  }

  /** Leases up to `limit` due one-off jobs of these kinds to `instance`, counting the attempt; SKIP LOCKED as for periodic jobs. */
  async claimDueOneOffs(instance: string, kinds: string[], leaseSeconds: number, limit: number): Promise<ClaimedOneOffJob[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE scheduled_jobs SET locked_by = $1, locked_until = now() + make_interval(secs => $3), attempts = attempts + 1
       WHERE name IN (
         SELECT name FROM scheduled_jobs
         WHERE kind = ANY($2::text[]) AND run_at <= now() AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY run_at LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING name, kind, payload, attempts`,
      [instance, kinds, leaseSeconds, limit],
    )) as [ClaimedOneOffJob[], number];
    return rows;
  }

  /**
   * Deletes the row if `instance` still holds it: in the transaction of the job's work, before it, or on its own
   * after a leased run's work. False when the lease was lost (run out and taken over, or the job replaced or
   * cancelled): a transactional run then rolls its work back.
   */
  async completeOneOff(tx: Tx, name: string, instance: string): Promise<boolean> {
    return rowsOf(await tx.query(`DELETE FROM scheduled_jobs WHERE name = $1 AND locked_by = $2 RETURNING name`, [name, instance])).length === 1;
  }

  /** Deletes leased jobs whose work is done, those `instance` still holds; resolves with how many. */
  async completeLeased(names: string[], instance: string): Promise<number> {
    return rowsOf(await this.dataSource.query(`DELETE FROM scheduled_jobs WHERE name = ANY($1::text[]) AND locked_by = $2 RETURNING name`, [names, instance]))
      .length;
  }

  /** A failed attempt: runs again `retryInSeconds` from now (null: never, the row stays for an operator with its last error). */
  async retryOneOff(name: string, instance: string, retryInSeconds: number | null, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE scheduled_jobs SET run_at = coalesce(now() + make_interval(secs => $3::float8), 'infinity'::timestamptz), last_error = $4,
         locked_by = NULL, locked_until = NULL, last_run_by = $2, last_finished_at = now()
       WHERE name = $1 AND locked_by = $2`,
      [name, instance, retryInSeconds, error],
    );
  }

  /** A connection of its own, outside the pool, for LISTEN; undefined when the database URL is unknown. */
  newListenerClient(): Client | undefined {
    const url = (this.dataSource.options as { url?: string }).url;
    return url ? new Client({ connectionString: url }) : undefined;
  }

  async listen(client: Client): Promise<void> {
    await client.query(`LISTEN ${JOBS_CHANNEL}`);
  }
}
