export * from './engagement-admin.schema';
