export * from './payment-fields';
export * from './payment-create.schema';
export * from './payment-status.schema';
export * from './payment-form.schema';
export * from './payment-amount';
export * from './tax-school-registration.schema';
export * from './test-checkout.schema';
export * from './refund-reason';
