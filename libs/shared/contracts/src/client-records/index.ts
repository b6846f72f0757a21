// The web imports this entry ('@huron/shared/contracts/client-records'): constants and types only, no zod at run time.
export * from './client-record-kinds';
export type * from './client-records.schema';
