// The web imports this entry ('@huron/shared/contracts/group-registration'): zod/mini only.
export * from './group-registration.schema';
