// The /payment form's schema, imported lazily (useZodForm) through this module rather than the contracts' entry,
// which the page also imports (dollarsToCents): so the schema and zod stay out of the page's first script.
export { paymentFormSchema } from '@huron/shared/contracts/payments';
