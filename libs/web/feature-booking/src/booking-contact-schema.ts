// The booking details' schema, imported lazily (useZodForm) through this module rather than the contracts' entry,
// which the page also imports (the offices and services): so the schema and zod stay out of the page's first script.
export { bookingContactSchema } from '@huron/shared/contracts/booking';
