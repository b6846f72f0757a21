import { Injectable } from '@nestjs/common';
import { JobScheduler } from '../jobs';
import { IdempotencyRepository } from './idempotency.repository';

/** Hourly, in one process at a time: deletes expired idempotency records. */
@Injectable()
export class IdempotencySweeper {
  constructor(
    private readonly keys: IdempotencyRepository,
    jobs: JobScheduler,
  ) {
    jobs.register({ name: 'idempotency:sweep', everySeconds: 3600, run: () => this.sweep() });
  }

  sweep(): Promise<number> {
    return this.keys.deleteExpired();
  }
}
