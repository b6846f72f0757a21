// The web's entry ('@huron/shared/contracts/invoices'): zod/mini only.
export * from './invoice.schema';
