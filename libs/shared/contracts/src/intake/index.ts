export * from './contact.schema';
