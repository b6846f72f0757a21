// The web imports this entry ('@huron/shared/contracts/engagements'): zod/mini only.
export * from './engagement.schema';
