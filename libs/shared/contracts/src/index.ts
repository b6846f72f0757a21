// Named validation schemas per domain, shared by the API (request validation, OpenAPI components) and the web.
// The web imports a domain's entry (e.g. '@huron/shared/contracts/auth', built on zod/mini) so pages never ship
// the full zod that the API-side schemas use.
export * from './common';
export * from './content';
export * from './profiles';
export * from './auth';
export * from './tax-intake';
export * from './tax-intake-admin';
export * from './booking';
export * from './booking-admin';
export * from './payments';
export * from './payments-admin';
export * from './referrals';
export * from './referrals-admin';
export * from './intake';
export * from './group-registration';
export * from './intake-admin';
export * from './careers';
export * from './careers-admin';
export * from './job-postings';
export * from './offices';
export * from './admin';
export * from './notifications';
export * from './uploads';
export * from './engagements';
export * from './engagements-admin';
export * from './uploads/upload.schema';
export * from './portal-messages';
export * from './portal-messages/message-admin.schema';
export * from './invoices';
export * from './invoices/invoice-id.schema';
export * from './portal';
export * from './client-records/client-record-kinds';
export * from './client-records/client-records.schema';
export * from './signatures';
