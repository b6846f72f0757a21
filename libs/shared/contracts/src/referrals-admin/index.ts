export * from './admin-referral.schema';
