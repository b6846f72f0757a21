export { JobScheduler, type OneOffJob, type ScheduledJob } from './job-scheduler.service';
export { JobsModule } from './jobs.module';
