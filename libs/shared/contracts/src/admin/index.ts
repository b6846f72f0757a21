export * from './people.schema';
export * from './audit.schema';
export * from './overview.schema';
export * from './work.schema';
export * from './queues.schema';
export * from './search.schema';
