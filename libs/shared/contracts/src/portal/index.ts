// The web's entry ('@huron/shared/contracts/portal'): zod/mini only.
export * from './overview.schema';
