export * from './people.schema';
export * from './audit.schema';
export * from './overview.schema';
