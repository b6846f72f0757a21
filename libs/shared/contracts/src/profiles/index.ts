export * from './profile.schema';
