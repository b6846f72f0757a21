export * from './referral.schema';
export * from './admin-referral.schema';
