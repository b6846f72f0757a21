export * from './application-admin.schema';
