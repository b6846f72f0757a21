// The web's entry ('@huron/shared/contracts/portal-messages'): zod/mini only. The staff inbox's schemas
// (message-admin.schema.ts, full zod) are exported from the package root.
export * from './message.schema';
