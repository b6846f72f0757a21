import type { EmbeddedPostgres, PostgresExit } from './embedded-postgres';
import { RestartBackoff, type RestartBackoffOptions } from './restart-backoff';

export type SupervisorLog = (level: 'info' | 'warn' | 'error', fields: Record<string, unknown>, message: string) => void;

export interface SupervisorOptions {
  /** One line per exit, failed attempt and restart; never the URL or the password. */
  log?: SupervisorLog;
  backoff?: RestartBackoffOptions;
  /** Awaited before each restart attempt: lets a test hold the database down while it looks around. */
  beforeRestart?: () => Promise<void>;
}

/**
 * Keeps the embedded PostgreSQL running: when it exits unexpectedly (killed, crashed) it is started again on the
 * same data directory and port, with back-off between failed attempts, until stop(). The connection pool
 * reconnects by itself; meanwhile requests answer 503 with Retry-After (see database-unavailable.ts).
 */
export class EmbeddedPostgresSupervisor {
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private restarting?: Promise<void>;
  private upSince = 0;
  private attempts = 0;
  private readonly backoff: RestartBackoff;

  constructor(
    private readonly server: EmbeddedPostgres,
    private readonly options: SupervisorOptions = {},
  ) {
    this.backoff = new RestartBackoff(options.backoff);
  }

  get url(): string {
    return this.server.url;
  }

  async start(): Promise<void> {
    await this.server.start();
    this.watch();
  }

  /** Stops supervising first, so the shutdown that follows is not mistaken for a crash. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.restarting;
    await this.server.stop();
  }

  private watch(): void {
    this.upSince = Date.now();
    void this.server.exit
      .then((exit) => this.onExit(exit))
      .catch((error: unknown) => this.options.log?.('error', { err: String(error) }, 'embedded PostgreSQL supervision failed'));
  }

  private onExit(exit: PostgresExit): void {
    if (this.stopped) return;
    const delayMs = this.backoff.next(Date.now() - this.upSince);
    this.options.log?.('warn', { exitCode: exit.code, signal: exit.signal, restartInMs: delayMs }, 'embedded PostgreSQL exited unexpectedly; restarting it');
    this.schedule(delayMs);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.restarting = this.restart().finally(() => (this.restarting = undefined));
    }, delayMs);
    this.timer.unref();
  }

  private async restart(): Promise<void> {
    await this.options.beforeRestart?.();
    if (this.stopped) return;
    this.attempts += 1;
    try {
      await this.server.start();
    } catch (error) {
      if (this.stopped) return;
      const delayMs = this.backoff.next();
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      this.options.log?.('warn', { attempt: this.attempts, reason, retryInMs: delayMs }, 'embedded PostgreSQL failed to restart; trying again');
      this.schedule(delayMs);
      return;
    }
    this.options.log?.('info', { attempt: this.attempts }, 'embedded PostgreSQL restarted');
    this.attempts = 0;
    this.watch();
  }
}
