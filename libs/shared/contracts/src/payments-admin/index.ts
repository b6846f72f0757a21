export * from './payment-admin.schema';
