import { Injectable } from '@nestjs/common';
import { JobScheduler } from '../../platform/jobs';
import { UploadsService } from './uploads.service';

/** Hourly, in one process at a time: deletes unclaimed uploads older than a day. */
@Injectable()
export class UploadSweeper {
  constructor(
    private readonly uploads: UploadsService,
    jobs: JobScheduler,
  ) {
    jobs.register({ name: 'uploads:sweep-unclaimed', everySeconds: 3600, run: () => this.sweep() });
  }

  sweep(): Promise<number> {
    return this.uploads.sweepUnclaimed();
  }
}
