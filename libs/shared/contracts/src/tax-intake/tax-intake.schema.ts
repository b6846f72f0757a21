import { z } from 'zod/mini';
import { submissionReceiptOf } from '../common/submission-receipt.schema';
import { needsSpouse, TAX_INTAKE_ISSUE } from './tax-intake-choices';
import {
  taxIntakeConsentStepSchema,
  taxIntakeContactStepSchema,
  taxIntakeDocumentsStepSchema,
  taxIntakeFilingStepSchema,
  taxIntakeHouseholdStepSchema,
  taxIntakeIncomeStepSchema,
  taxIntakeOfficeStepSchema,
  taxIntakeTrapSchema,
} from './tax-intake-steps.schema';

/** POST /api/intake/tax-info: every step's answers, plus the bot trap. A spouse is required when married. */
export const taxIntakeSchema = z
  .object({
    ...taxIntakeContactStepSchema.def.shape,
    ...taxIntakeFilingStepSchema.def.shape,
    ...taxIntakeHouseholdStepSchema.def.shape,
    ...taxIntakeIncomeStepSchema.def.shape,
    ...taxIntakeDocumentsStepSchema.def.shape,
    ...taxIntakeOfficeStepSchema.def.shape,
    ...taxIntakeConsentStepSchema.def.shape,
    ...taxIntakeTrapSchema.def.shape,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (needsSpouse(value.filingStatus) && !value.spouse) {
        ctx.issues.push({ code: 'custom', input: value.spouse, path: ['spouse'], params: { reason: TAX_INTAKE_ISSUE.spouseRequired } });
      }
    }),
  )
  .register(z.globalRegistry, { id: 'TaxIntakeRequest', description: 'The answers of the "Submit your tax information" form' });

export type TaxIntakeInput = z.input<typeof taxIntakeSchema>;
export type TaxIntakeRequest = z.output<typeof taxIntakeSchema>;

export const taxIntakeReceiptSchema = submissionReceiptOf('TaxIntakeReceipt', 'intake', 'HT-7K3Q-9M2D');
export type TaxIntakeReceipt = z.output<typeof taxIntakeReceiptSchema>;
