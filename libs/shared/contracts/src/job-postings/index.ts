export * from './job-posting.schema';
