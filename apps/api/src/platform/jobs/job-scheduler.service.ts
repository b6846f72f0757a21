import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions, type Tx } from '../database/transactions';
import { SecretBox } from '../security/secret-box';
import { type ClaimedOneOffJob, ScheduledJobsRepository } from './scheduled-jobs.repository';

/** Work done every `everySeconds` by one of the app's processes (sweeps of dead rows, ...). */
export interface ScheduledJob {
  /** Unique; the key of its row in scheduled_jobs. */
  name: string;
  everySeconds: number;
  run(): Promise<unknown>;
}

/**
 * Work done once, at a time, by one of the app's processes (a reminder, a digest). `run` gets the payload given to
 * `JobScheduler.schedule` and a transaction: what it writes there commits together with the job's removal, so its
 * database work happens once even if a process dies or two race. A run that throws is tried again later.
 */
export interface OneOffJob<Payload> {
  /** Unique; names the handler in the rows of its jobs. */
  kind: string;
  run(payload: Payload, tx: Tx): Promise<unknown>;
  /** Seconds until the next try after failed attempt number `attempts` (1, 2, ...), or null to stop trying. Default: 1, 2, 4... minutes, 8 tries. */
  retryInSeconds?(attempts: number): number | null;
}

/** A crashed process's job is taken over once this has passed; a running job renews it every third of it. */
const LEASE_SECONDS = 300;
/** One-off jobs leased per look. */
const ONE_OFF_BATCH = 20;
const SEAL_PURPOSE = 'scheduled-job';
const defaultRetry = (attempts: number) => (attempts >= 8 ? null : 60 * 2 ** (attempts - 1));

/** A registered handler with its payload type closed over: it reads the JSON it was scheduled with. */
interface OneOffHandler {
  runJson(json: string, tx: Tx): Promise<unknown>;
  retryInSeconds(attempts: number): number | null;
}

/**
 * The one mechanism for periodic work. Each process looks every JOBS_POLL_INTERVAL_SECONDS for due jobs and leases
 * the ones nobody holds (scheduled_jobs), so a job runs in one process at a time, and its schedule lives in the
 * database: a restart neither skips nor postpones it. A failed run is logged and runs again at its next time.
 * Register jobs from a provider's constructor; scheduling starts once the application has bootstrapped.
 *
 * One-off jobs (`handle` a kind, then `schedule` jobs of it in a transaction) share the table, the lease and the
 * poll: a job named by its kind and key runs once at its time, its payload sealed at rest (it may hold personal
 * data). Scheduling the same key again replaces the pending job; `cancel` drops it.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Jobs');
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly handlers = new Map<string, OneOffHandler>();
  private readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private scheduled = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly repository: ScheduledJobsRepository,
    private readonly transactions: Transactions,
    private readonly box: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`scheduled job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  /** Registers the handler of one kind of one-off job (from a provider's constructor, like `register`). */
  handle<Payload>(job: OneOffJob<Payload>): void {
    if (this.handlers.has(job.kind) || job.kind.includes('/')) throw new Error(`one-off job kind ${job.kind} is registered twice or contains "/"`);
    this.handlers.set(job.kind, {
      // The JSON was written by `schedule` for this kind, from a Payload.
      runJson: (json, tx) => job.run(JSON.parse(json) as Payload, tx),
      retryInSeconds: (attempts) => (job.retryInSeconds ?? defaultRetry)(attempts),
    });
  }

  /**
   * In the caller's transaction, so the job exists only if the change that asks for it commits: job `key` of `kind`
   * runs at `runAt` (now or past: at the next poll) with `payload` (JSON). A pending job with the same kind and key
   * is replaced. Any process may schedule; the kind's handler must be registered in the processes that run jobs.
   */
  async schedule<Payload>(tx: Tx, kind: string, key: string, runAt: Date, payload: Payload): Promise<void> {
    const name = `${kind}/${key}`;
    await this.repository.upsertOneOff(tx, { name, kind, runAt, sealedPayload: this.box.seal(SEAL_PURPOSE, JSON.stringify(payload), name) });
  }

  /** In the caller's transaction: job `key` of `kind` will not run, unless a process is running it at this moment. */
  async cancel(tx: Tx, kind: string, key: string): Promise<void> {
    await this.repository.deleteOneOff(tx, `${kind}/${key}`);
  }

  onApplicationBootstrap(): void {
    if (this.jobs.size === 0 && this.handlers.size === 0) return;
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
    let oneOffs: ClaimedOneOffJob[] = [];
    try {
      if (!this.scheduled) await this.repository.ensure([...this.jobs.values()]);
      this.scheduled = true;
      claimed = this.jobs.size ? await this.repository.claimDue(this.instance, [...this.jobs.keys()], LEASE_SECONDS) : [];
      if (this.handlers.size) oneOffs = await this.repository.claimDueOneOffs(this.instance, [...this.handlers.keys()], LEASE_SECONDS, ONE_OFF_BATCH);
    } catch (error) {
      this.log.warn({ msg: 'could not look for due jobs; the next poll retries', err: (error as Error).message });
      return [];
    }
    for (const name of claimed) await this.runLeased(this.jobs.get(name)!);
    for (const job of oneOffs) await this.runOneOff(job);
    return [...claimed, ...oneOffs.map((job) => job.name)];
  }

  /** The job's work and its row's removal in one transaction; a lost lease rolls the work back. */
  private async runOneOff(job: ClaimedOneOffJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      const json = this.box.open(SEAL_PURPOSE, job.payload, job.name);
      await this.transactions.run(async (tx) => {
        if (!(await this.repository.completeOneOff(tx, job.name, this.instance))) return;
        await handler.runJson(json, tx);
      });
    } catch (error) {
      const inSeconds = handler.retryInSeconds(job.attempts);
      const retryAt = inSeconds === null ? null : new Date(Date.now() + inSeconds * 1000);
      const err = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.log.warn({ msg: retryAt ? 'one-off job failed; it runs again later' : 'one-off job failed for good', kind: job.kind, attempts: job.attempts, err });
      await this.repository
        .retryOneOff(job.name, this.instance, retryAt, err)
        .catch((recordError: Error) =>
          this.log.warn({ msg: 'could not reschedule a failed job; its lease runs out', kind: job.kind, err: recordError.message }),
        );
    }
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
