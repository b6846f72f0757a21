import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AuthHousekeepingRepository } from './auth-housekeeping.repository';

const EVERY_MS = 10 * 60_000;

/** Deletes what can no longer be used. Safe in every process at once (plain DELETEs of dead rows). */
@Injectable()
export class AuthHousekeeping implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('Auth');
  private timer?: NodeJS.Timeout;

  constructor(private readonly repository: AuthHousekeepingRepository) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.log.error({ msg: 'auth housekeeping failed', err: String(error) })), EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    for (const deleteDeadRows of this.repository.deadRowSweeps) {
      await deleteDeadRows().catch((error: Error) => this.log.warn({ msg: 'housekeeping sweep failed', err: error.message }));
    }
  }
}
