// Named validation schemas per domain, shared by the API (request validation, OpenAPI components) and the web.
export * from './common';
export * from './content';
export * from './profiles';
export * from './auth';
