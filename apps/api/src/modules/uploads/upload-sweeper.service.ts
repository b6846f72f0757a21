import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UploadsService } from './uploads.service';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Hourly: deletes unclaimed uploads older than a day. Any number of app processes may run it at once. */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Uploads');
  private timer?: NodeJS.Timeout;

  constructor(private readonly uploads: UploadsService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.log.error({ msg: 'upload sweep failed', err: String(error) })), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      return await this.uploads.sweepUnclaimed();
    } catch (error) {
      this.log.warn({ msg: 'upload sweep failed; the next one retries', err: (error as Error).message });
      return 0;
    }
  }
}
