// The web imports this entry ('@huron/shared/contracts/tax-intake'): zod/mini only.
export * from './tax-intake-choices';
export * from './tax-intake-steps.schema';
export * from './tax-intake.schema';
