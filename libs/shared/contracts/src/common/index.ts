export * from './api-error.schema';
