export { JobScheduler, type ScheduledJob } from './job-scheduler.service';
export { JobsModule } from './jobs.module';
