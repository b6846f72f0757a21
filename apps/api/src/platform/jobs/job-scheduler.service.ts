import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { untilDatabaseAnswers } from '../database/until-database-answers';
import { Transactions, type Tx } from '../database/transactions';
import { SecretBox } from '../security/secret-box';
import { PassLoop } from './pass-loop';
import { type ClaimedOneOffJob, ScheduledJobsRepository } from './scheduled-jobs.repository';

/** Work done every `everySeconds` by one of the app's processes (sweeps of dead rows, ...). */
export interface ScheduledJob {
  /** Unique; the key of its row in scheduled_jobs. */
  name: string;
  everySeconds: number;
  run(): Promise<unknown>;
}

interface OneOffKind {
  /** Unique; names the handler in the rows of its jobs. */
  kind: string;
  /** Seconds until the next try after failed attempt number `attempts` (1, 2, ...), or null to stop trying. Default: 1, 2, 4... minutes, 8 tries. */
  retryInSeconds?(attempts: number): number | null;
}

/**
 * Work done once, at a time, by one of the app's processes (a reminder, a digest). `run` gets the payload given to
 * `JobScheduler.schedule` and a transaction: what it writes there commits together with the job's removal, so its
 * database work happens once even if a process dies or two race. A run that throws is tried again later.
 */
export interface OneOffJob<Payload> extends OneOffKind {
  run(payload: Payload, tx: Tx): Promise<unknown>;
}

/**
 * Work done once that talks to another system (an SMTP server), so it cannot sit in a database transaction: `runLeased`
 * gets the job's key and runs while this process renews the job's lease; the row is deleted once it resolves. A process
 * that dies in between leaves the row to run again when its lease runs out, so the work checks its own records first
 * (mail: the outbox row's status and the acceptance journal). Throw to retry; `PermanentJobFailure` gives up at once.
 */
export interface LeasedJob extends OneOffKind {
  runLeased(key: string): Promise<unknown>;
}

/** Thrown by a job's run: no later attempt can succeed (a mail server's 5xx to the recipient), so the job fails now. */
export class PermanentJobFailure extends Error {
  override name = 'PermanentJobFailure';
}

/** A periodic job's lease; a running one renews it every third, so a crashed process's job is taken over this much later. */
const LEASE_SECONDS = 300;
/**
 * A one-off job's lease. A transactional run holds its row locked (deleted, uncommitted) while it runs; a leased run
 * renews the lease every third of it, so a crashed process's job (a mail being sent) is taken over a minute later.
 */
const ONE_OFF_LEASE_SECONDS = 60;
/** One-off jobs leased per claim; the leased ones of a claim run side by side, the transactional ones one after another. */
const ONE_OFF_BATCH = 10;
const LISTEN_RECONNECT_MS = 5000;
const SEAL_PURPOSE = 'scheduled-job';
const defaultRetry = (attempts: number) => (attempts >= 8 ? null : 60 * 2 ** (attempts - 1));

/** A registered handler with its payload type closed over. */
interface OneOffHandler {
  leased: boolean;
  run(job: ClaimedOneOffJob, json: string): Promise<unknown>;
  retryInSeconds(attempts: number): number | null;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The one mechanism for background work: periodic jobs, one-off jobs and mail delivery (platform/mail's `mail:deliver`
 * jobs). Each process leases due rows of scheduled_jobs that nobody holds (FOR UPDATE SKIP LOCKED), so a job runs in
 * one process at a time, and the schedule lives in the database: a restart neither skips nor postpones it. A process
 * looks when a transaction that scheduled a job due now commits (LISTEN/NOTIFY, in any process) and every
 * JOBS_POLL_INTERVAL_SECONDS (retries, times that came, a lost notification). Register jobs from a provider's
 * constructor; scheduling starts once the application has bootstrapped.
 *
 * One-off jobs (`handle` a kind, then `schedule` jobs of it in a transaction) share the table, the lease and the
 * poll: a job named by its kind and key runs once at its time, its payload sealed at rest (it may hold personal
 * data). Scheduling the same key again replaces the pending job; `cancel` drops it. A failed one is retried with
 * back-off, and after its last attempt stays (run_at infinity) with its last_error for an operator.
 */
@Injectable()
export class JobScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Jobs');
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly handlers = new Map<string, OneOffHandler>();
  private readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private scheduled = false;
  private stopped = false;
  /** Two loops, so a long sweep never holds up mail: periodic jobs are looked for on the poll, one-off jobs on the poll and on every NOTIFY. */
  private readonly periodicLoop = new PassLoop(() => this.runPeriodicDue());
  private readonly oneOffLoop = new PassLoop(() => this.runOneOffsDue());
  private timer?: NodeJS.Timeout;
  private listener?: Client;
  private reconnect?: NodeJS.Timeout;

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
  handle<Payload>(job: OneOffJob<Payload> | LeasedJob): void {
    if (this.handlers.has(job.kind) || job.kind.includes('/')) throw new Error(`one-off job kind ${job.kind} is registered twice or contains "/"`);
    const retryInSeconds = (attempts: number) => (job.retryInSeconds ?? defaultRetry)(attempts);
    this.handlers.set(
      job.kind,
      'runLeased' in job
        ? { leased: true, run: (claimed) => job.runLeased(claimed.name.slice(job.kind.length + 1)), retryInSeconds }
        : // The JSON was written by `schedule` for this kind, from a Payload.
          { leased: false, run: (claimed, json) => this.runInTransaction(claimed, (tx) => job.run(JSON.parse(json) as Payload, tx)), retryInSeconds },
    );
  }

  /**
   * In the caller's transaction, so the job exists only if the change that asks for it commits: job `key` of `kind`
   * runs at `runAt` ('now': the database's clock; now or past: at once, woken on commit) with `payload` (JSON; none
   * for a leased job). A pending job with the same kind and key is replaced. Any process may schedule; the kind's
   * handler must be registered in the processes that run jobs.
   */
  async schedule<Payload>(tx: Tx, kind: string, key: string, runAt: Date | 'now', payload?: Payload): Promise<void> {
    const name = `${kind}/${key}`;
    const sealedPayload = payload === undefined ? null : this.box.seal(SEAL_PURPOSE, JSON.stringify(payload), name);
    await this.repository.upsertOneOff(tx, { name, kind, runAt: runAt === 'now' ? null : runAt, sealedPayload });
  }

  /** In the caller's transaction: job `key` of `kind` will not run, unless a process is running it at this moment. */
  async cancel(tx: Tx, kind: string, key: string): Promise<void> {
    await this.repository.deleteOneOff(tx, `${kind}/${key}`);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.jobs.size === 0 && this.handlers.size === 0) return;
    if (this.handlers.size) await this.listen();
    this.timer = setInterval(() => this.kick(true), this.config.jobs.pollIntervalSeconds * 1000).unref();
    this.kick(true);
  }

  /** Before the database pool closes, so the running jobs can finish and release their leases. */
  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** Takes no more jobs from the moment it is called (synchronously); resolves once the running ones have finished. Idempotent. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.reconnect);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await Promise.all([this.periodicLoop.stop(), this.oneOffLoop.stop()]);
  }

  /** Resolves once this process has run every due job it could lease (for tests and the command line). */
  async drain(): Promise<void> {
    this.kick(true);
    await Promise.all([this.periodicLoop.idle(), this.oneOffLoop.idle()]);
  }

  /** Looks for due one-off jobs, and for periodic ones too on a poll (a NOTIFY only announces one-off jobs). */
  private kick(periodic = false): void {
    if (this.stopped) return;
    if (periodic) this.periodicLoop.kick();
    this.oneOffLoop.kick();
  }

  /** Runs every due job this process could lease, until none is left; resolves with their names once they have finished. */
  async runDue(): Promise<string[]> {
    const [periodic, oneOffs] = await Promise.all([this.runPeriodicDue(), this.runOneOffsDue()]);
    return [...periodic, ...oneOffs];
  }

  private async runPeriodicDue(): Promise<string[]> {
    if (this.jobs.size === 0) return [];
    try {
      if (!this.scheduled) await this.repository.ensure([...this.jobs.values()]);
      this.scheduled = true;
      const claimed = await this.repository.claimDue(this.instance, [...this.jobs.keys()], LEASE_SECONDS);
      for (const name of claimed) await this.runPeriodic(this.jobs.get(name)!);
      return claimed;
    } catch (error) {
      this.log.warn({ msg: 'could not look for due jobs; the next poll retries', err: (error as Error).message });
      return [];
    }
  }

  private async runOneOffsDue(): Promise<string[]> {
    const ran: string[] = [];
    try {
      while (this.handlers.size && !this.stopped) {
        const oneOffs = await this.repository.claimDueOneOffs(this.instance, [...this.handlers.keys()], ONE_OFF_LEASE_SECONDS, ONE_OFF_BATCH);
        if (oneOffs.length === 0) break;
        await this.runOneOffs(oneOffs);
        ran.push(...oneOffs.map((job) => job.name));
      }
    } catch (error) {
      this.log.warn({ msg: 'could not look for due jobs; the next poll retries', err: (error as Error).message });
    }
    return ran;
  }

  /**
   * The leased jobs side by side under one lease renewal, the transactional ones one after another meanwhile. The
   * leased jobs that succeeded are deleted together at the end (a process dying before that runs them again: their
   * work checks its own records).
   */
  private async runOneOffs(jobs: ClaimedOneOffJob[]): Promise<void> {
    const leased = jobs.filter((job) => this.handlers.get(job.kind)!.leased);
    const names = leased.map((job) => job.name);
    const heartbeat = setInterval(
      () => {
        this.repository
          .extendLeases(names, this.instance, ONE_OFF_LEASE_SECONDS)
          .catch((error: Error) => this.log.warn({ msg: 'could not renew job leases', err: error.message }));
      },
      (ONE_OFF_LEASE_SECONDS * 1000) / 3,
    ).unref();
    try {
      const [done] = await Promise.all([
        Promise.all(leased.map((job) => this.runOneOff(job))),
        (async () => {
          for (const job of jobs) if (!this.handlers.get(job.kind)!.leased) await this.runOneOff(job);
        })(),
      ]);
      const succeeded = leased.filter((_, index) => done[index]).map((job) => job.name);
      if (succeeded.length === 0) return;
      const deleted = await untilDatabaseAnswers(() => this.repository.completeLeased(succeeded, this.instance), { stopped: () => this.stopped });
      if (deleted < succeeded.length) this.log.warn({ msg: 'leased jobs finished after their lease was lost; their work checks its own records' });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** A transactional job's work and its row's removal in one transaction; a lost lease rolls the work back. */
  private async runInTransaction(job: ClaimedOneOffJob, work: (tx: Tx) => Promise<unknown>): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (await this.repository.completeOneOff(tx, job.name, this.instance)) await work(tx);
    });
  }

  /** Resolves with true when the work succeeded (a transactional job's row is gone with it), false when it is to run again. */
  private async runOneOff(job: ClaimedOneOffJob): Promise<boolean> {
    const handler = this.handlers.get(job.kind)!;
    try {
      const json = job.payload === null ? 'null' : this.box.open(SEAL_PURPOSE, job.payload, job.name);
      await handler.run(job, json);
      return true;
    } catch (error) {
      // A database outage says nothing about the job: it runs again as soon as the database answers.
      const outage = isDatabaseUnavailable(error);
      const inSeconds = outage ? 0 : error instanceof PermanentJobFailure ? null : handler.retryInSeconds(job.attempts);
      const err = errorText(error);
      this.log.warn({
        msg: inSeconds === null ? 'one-off job failed for good' : 'one-off job failed; it runs again later',
        job: job.name,
        attempts: job.attempts,
        err,
      });
      await untilDatabaseAnswers(() => this.repository.retryOneOff(job.name, this.instance, inSeconds, err), { stopped: () => this.stopped }).catch(
        (recordError: Error) => this.log.warn({ msg: 'could not reschedule a failed job; its lease runs out', kind: job.kind, err: recordError.message }),
      );
    }
    return false;
  }

  private async runPeriodic(job: ScheduledJob): Promise<void> {
    const renew = () => {
      this.repository
        .extendLeases([job.name], this.instance, LEASE_SECONDS)
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

  /** LISTEN on a connection of its own; a lost one is reopened (the poll covers the gap). */
  private async listen(): Promise<void> {
    const client = this.stopped ? undefined : this.repository.newListenerClient();
    if (!client) return;
    client.on('notification', () => this.kick());
    client.on('error', () => this.scheduleReconnect(client));
    client.on('end', () => this.scheduleReconnect(client));
    try {
      await client.connect();
      await this.repository.listen(client);
      this.listener = client;
    } catch (error) {
      this.log.warn({ msg: 'could not LISTEN for due jobs; polling only until reconnected', err: errorText(error) });
      this.scheduleReconnect(client);
    }
  }

  private scheduleReconnect(client: Client): void {
    if (this.stopped || this.reconnect || (this.listener && this.listener !== client)) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      this.listen().then(
        () => this.kick(),
        (error: unknown) => this.log.warn({ msg: 'could not LISTEN for due jobs', err: errorText(error) }),
      );
    }, LISTEN_RECONNECT_MS).unref();
  }
}
