import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ScheduledJobsRepository } from './scheduled-jobs.repository';

/** Work done every `everySeconds` by one of the app's processes (sweeps of dead rows, ...). */
export interface ScheduledJob {
  /** Unique; the key of its row in scheduled_jobs. */
  name: string;
  everySeconds: number;
  run(): Promise<unknown>;
}

/** A crashed process's job is taken over once this has passed; a running job renews it every third of it. */
const LEASE_SECONDS = 300;

/**
 * The one mechanism for periodic work. Each process looks every JOBS_POLL_INTERVAL_SECONDS for due jobs and leases
 * the ones nobody holds (scheduled_jobs), so a job runs in one process at a time, and its schedule lives in the
 * database: a restart neither skips nor postpones it. A failed run is logged and runs again at its next time.
 * Register jobs from a provider's constructor; scheduling starts once the application has bootstrapped.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Jobs');
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private scheduled = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly repository: ScheduledJobsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`scheduled job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  onApplicationBootstrap(): void {
    if (this.jobs.size === 0) return;
    this.timer = setInterval(() => this.kick(), this.config.jobs.pollIntervalSeconds * 1000).unref();
    this.kick();
  }

  /** Before the database pool closes, so a running job can finish and release its lease. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.runDue().finally(() => (this.running = undefined));
  }

  /** Runs, one after another, every due job this process could lease; resolves with their names once they have finished. */
  async runDue(): Promise<string[]> {
    let claimed: string[];
    try {
      if (!this.scheduled) await this.repository.ensure([...this.jobs.values()]);
      this.scheduled = true;
      claimed = await this.repository.claimDue(this.instance, [...this.jobs.keys()], LEASE_SECONDS);
    } catch (error) {
      this.log.warn({ msg: 'could not look for due jobs; the next poll retries', err: (error as Error).message });
      return [];
    }
    for (const name of claimed) await this.runLeased(this.jobs.get(name)!);
    return claimed;
  }

  private async runLeased(job: ScheduledJob): Promise<void> {
    const renew = () => {
      this.repository
        .extendLease(job.name, this.instance, LEASE_SECONDS)
        .catch((error: Error) => this.log.warn({ msg: 'could not renew a job lease', job: job.name, err: error.message }));
    };
    const heartbeat = setInterval(renew, (LEASE_SECONDS * 1000) / 3).unref();
    try {
      await job.run();
    } catch (error) {
      this.log.warn({ msg: 'scheduled job failed; it runs again at its next time', job: job.name, err: (error as Error).message });
    } finally {
      clearInterval(heartbeat);
      await this.repository
        .finish(job.name, this.instance, job.everySeconds)
        .catch((error: Error) => this.log.warn({ msg: 'could not release a job lease', job: job.name, err: error.message }));
    }
  }
}
