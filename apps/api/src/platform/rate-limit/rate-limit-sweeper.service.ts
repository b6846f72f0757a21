import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.service';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes ended rate-limit windows hourly; any number of app processes may do it at once. */
@Injectable()
export class RateLimitSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('RateLimit');
  private timer?: NodeJS.Timeout;

  constructor(private readonly limiter: RateLimiter) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.log.error({ msg: 'rate-limit sweep failed', err: String(error) })), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      return await this.limiter.deleteExpired();
    } catch (error) {
      this.log.warn({ msg: 'rate-limit sweep failed; the next one retries', error: (error as Error).message });
      return 0;
    }
  }
}
