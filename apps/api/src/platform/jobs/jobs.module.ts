import { Global, Module } from '@nestjs/common';
import { JobScheduler } from './job-scheduler.service';
import { ScheduledJobsRepository } from './scheduled-jobs.repository';

/** Global, so any module's provider can register a periodic job with `JobScheduler`. */
@Global()
@Module({ providers: [ScheduledJobsRepository, JobScheduler], exports: [JobScheduler] })
export class JobsModule {}
