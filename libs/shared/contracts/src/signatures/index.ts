export * from './signature.schema';
export * from './signature-portal.schema';
