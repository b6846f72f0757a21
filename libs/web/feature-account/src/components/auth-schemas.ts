// The account forms' schemas, imported lazily (useZodForm) through this module rather than the contracts' entry,
// which the forms also import (AUTH_ISSUE, MIN_PASSWORD_LENGTH): so the schemas and zod stay out of a page's first script.
export { authenticatorCodeSchema, newPasswordSchema, passwordRecoverySchema, signInSchema, signUpSchema } from '@huron/shared/contracts/auth';
