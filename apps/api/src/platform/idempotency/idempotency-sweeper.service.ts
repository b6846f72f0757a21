import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IdempotencyRepository } from './idempotency.repository';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes expired idempotency records hourly; any number of app processes may do it at once. */
@Injectable()
export class IdempotencySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Idempotency');
  private timer?: NodeJS.Timeout;

  constructor(private readonly keys: IdempotencyRepository) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.log.error({ msg: 'idempotency sweep failed', err: String(error) })), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      return await this.keys.deleteExpired();
    } catch (error) {
      this.log.warn({ msg: 'idempotency sweep failed; the next one retries', error: (error as Error).message });
      return 0;
    }
  }
}
