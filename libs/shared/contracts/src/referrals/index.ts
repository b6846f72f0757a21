export * from './referral.schema';
