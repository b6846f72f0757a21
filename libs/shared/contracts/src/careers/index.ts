// The web imports this entry ('@huron/shared/contracts/careers'): zod/mini only.
export * from './application.schema';
