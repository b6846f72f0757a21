export { JobScheduler, type LeasedJob, type OneOffJob, PermanentJobFailure, type ScheduledJob } from './job-scheduler.service';
export { JobsModule } from './jobs.module';
