export * from './payment-admin.schema';
export * from './course-session-admin.schema';
