import { Injectable, Logger } from '@nestjs/common';
import { JobScheduler } from '../../../platform/jobs';
import { AuthHousekeepingRepository } from './auth-housekeeping.repository';

const EVERY_SECONDS = 10 * 60;

/** Deletes what can no longer be used, every 10 minutes in one process at a time. */
@Injectable()
export class AuthHousekeeping {
  private readonly log = new Logger('Auth');

  constructor(
    private readonly repository: AuthHousekeepingRepository,
    jobs: JobScheduler,
  ) {
    jobs.register({ name: 'auth:housekeeping', everySeconds: EVERY_SECONDS, run: () => this.sweep() });
  }

  async sweep(): Promise<void> {
    for (const deleteDeadRows of this.repository.deadRowSweeps) {
      await deleteDeadRows().catch((error: Error) => this.log.warn({ msg: 'housekeeping sweep failed', err: error.message }));
    }
  }
}
