import { Injectable } from '@nestjs/common';
import { JobScheduler } from '../jobs';
import { RateLimiter } from './rate-limiter.service';

/** Hourly, in one process at a time: deletes ended rate-limit windows. */
@Injectable()
export class RateLimitSweeper {
  constructor(
    private readonly limiter: RateLimiter,
    jobs: JobScheduler,
  ) {
    jobs.register({ name: 'rate-limit:sweep', everySeconds: 3600, run: () => this.sweep() });
  }

  sweep(): Promise<number> {
    return this.limiter.deleteExpired();
  }
}
