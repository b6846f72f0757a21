// The steps' schemas, imported lazily (useZodForm) through this module rather than the contracts' entry, which the
// steps also import for their choices: so the schemas and zod stay out of the page's first script.
export {
  taxIntakeConsentStepSchema,
  taxIntakeContactStepSchema,
  taxIntakeDocumentsStepSchema,
  taxIntakeFilingStepSchema,
  taxIntakeHouseholdStepSchema,
  taxIntakeIncomeStepSchema,
  taxIntakeMarriedHouseholdStepSchema,
  taxIntakeOfficeStepSchema,
} from '@huron/shared/contracts/tax-intake';
