// The portal forms' schemas, imported lazily (useZodForm) through this module rather than the contracts' entries,
// which the pages import for types and constants: so the schemas and zod stay out of the pages' first script.
export { messageCreateSchema } from '@huron/shared/contracts/portal-messages';
export { portalRequestAnswerSchema, portalRequestFilesSchema } from '@huron/shared/contracts/engagements';
