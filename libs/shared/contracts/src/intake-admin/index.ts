export * from './contact-message-admin.schema';
export * from './group-registration-admin.schema';
