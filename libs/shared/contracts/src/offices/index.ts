export * from './office-hours.schema';
