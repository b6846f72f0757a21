export interface RestartBackoffOptions {
  initialMs: number;
  maxMs: number;
  /** Up at least this long counts as healthy: the next failure starts again from initialMs. */
  healthyAfterMs: number;
}

export const DEFAULT_RESTART_BACKOFF: RestartBackoffOptions = { initialMs: 500, maxMs: 30_000, healthyAfterMs: 60_000 };

/** Delays between restart attempts: doubling from initialMs up to maxMs, reset once the server stayed up. */
export class RestartBackoff {
  private nextMs: number;

  constructor(private readonly options: RestartBackoffOptions = DEFAULT_RESTART_BACKOFF) {
    this.nextMs = options.initialMs;
  }

  /** The delay before the next attempt, after a server that had been up for `upForMs` failed. */
  next(upForMs = 0): number {
    if (upForMs >= this.options.healthyAfterMs) this.nextMs = this.options.initialMs;
    const delay = this.nextMs;
    this.nextMs = Math.min(this.nextMs * 2, this.options.maxMs);
    return delay;
  }
}
