// Server data: the generated client and the query cache. A separate entry point from '@huron/web/data-access' so
// that openapi-fetch and TanStack Query load with the pages that read server data, not with the shell.
export * from './api-client';
export * from './api-error';
export * from './error-words';
export * from './query-client';
export * from './checkout-redirect';
export * from './idempotency-key';
export * from './upload-file';
export * from './send-form';
