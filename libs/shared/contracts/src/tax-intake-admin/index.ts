export * from './tax-intake-admin.schema';
