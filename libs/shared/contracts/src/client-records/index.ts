export * from './client-record-kinds';
export * from './client-records.schema';
