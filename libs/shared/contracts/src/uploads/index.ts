// The web's entry: plain constants only (no zod); the API's schemas are exported from the package root.
export * from './upload-limits';
