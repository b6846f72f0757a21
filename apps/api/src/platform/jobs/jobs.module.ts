import { Global, Module } from '@nestjs/common';
import { SecurityModule } from '../security/security.module';
import { JobScheduler } from './job-scheduler.service';
import { ScheduledJobsRepository } from './scheduled-jobs.repository';

/** Global, so any module's provider can register a periodic job or handle one-off jobs with `JobScheduler` (payloads are sealed: SecurityModule). */
@Global()
@Module({ imports: [SecurityModule], providers: [ScheduledJobsRepository, JobScheduler], exports: [JobScheduler] })
export class JobsModule {}
