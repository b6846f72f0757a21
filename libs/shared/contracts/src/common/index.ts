export * from './api-error.schema';
export * from './page.schema';
export * from './list-order.schema';
export * from './office.schema';
export * from './admin-record.schema';
export * from './form-trap.schema';
export * from './submission-receipt.schema';
export * from './email-address';
