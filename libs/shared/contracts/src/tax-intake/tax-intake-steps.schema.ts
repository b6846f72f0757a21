import { z } from 'zod/mini';
import { typedPhone, typedText as text } from '../common/typed-text.schema';
import {
  CONTACT_METHODS,
  CONTACT_TIMES,
  DEPENDENT_RELATIONSHIPS,
  FILING_STATUSES,
  INCOME_ITEMS,
  MAX_DEPENDENTS,
  MAX_DOCUMENTS,
  MAX_NOTES,
  TAX_INTAKE_ISSUE,
  TAX_INTAKE_OFFICES,
} from './tax-intake-choices';

// One schema per wizard step: the browser validates each step with its own, the API validates the whole
// (taxIntakeSchema). zod/mini keeps the page's bundle small; the schemas hold no interface text.

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
/** 10-15 digits once spaces, dashes, dots, brackets and a leading + are set aside. */
const phoneNumber = () => typedPhone();
const birthYear = () => z.coerce.number().check(z.int(), z.gte(1900), z.lte(2100));

/** Nine digits in the 3-2-4 pattern of a Social Security number: such a thing must not be sent to us by a web form. */
export const SSN_PATTERN = /(?<!\d)\d{3}[- ]?\d{2}[- ]?\d{4}(?!\d)/;
const notesText = () =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(MAX_NOTES),
      z.refine((v) => !SSN_PATTERN.test(v), { params: { reason: TAX_INTAKE_ISSUE.looksLikeSsn } }),
    ),
  );

export const taxIntakeContactStepSchema = z.object({
  fullName: text(200),
  email: z.pipe(text(254), z.email()),
  phone: phoneNumber(),
});

export const taxIntakeFilingStepSchema = z.object({
  filingStatus: z.enum(FILING_STATUSES),
});

export const taxIntakeSpouseSchema = z.object({
  fullName: text(200),
  birthYear: birthYear(),
});

export const taxIntakeDependentSchema = z.object({
  fullName: text(200),
  relationship: z.enum(DEPENDENT_RELATIONSHIPS),
  birthYear: birthYear(),
  monthsLivedWithYou: z.coerce.number().check(z.int(), z.gte(0), z.lte(12)),
});

export const taxIntakeHouseholdStepSchema = z.object({
  spouse: z.optional(z.nullable(taxIntakeSpouseSchema)),
  dependents: z.array(taxIntakeDependentSchema).check(z.maxLength(MAX_DEPENDENTS)),
});

/** The household step when married: the spouse is required (the whole schema checks the same). */
export const taxIntakeMarriedHouseholdStepSchema = z.object({
  spouse: taxIntakeSpouseSchema,
  dependents: taxIntakeHouseholdStepSchema.def.shape.dependents,
});

export const taxIntakeIncomeStepSchema = z.object({
  income: z.array(z.enum(INCOME_ITEMS)).check(z.maxLength(INCOME_ITEMS.length)),
});

export const taxIntakeDocumentsStepSchema = z.object({
  documents: z.array(z.uuid()).check(z.maxLength(MAX_DOCUMENTS)),
});

export const taxIntakeOfficeStepSchema = z.object({
  office: z.enum(TAX_INTAKE_OFFICES),
  contactMethod: z.enum(CONTACT_METHODS),
  contactTime: z.enum(CONTACT_TIMES),
  notes: notesText(),
});

export const taxIntakeConsentStepSchema = z.object({
  consent: z.boolean().check(z.refine((v) => v === true, { params: { reason: TAX_INTAKE_ISSUE.consentRequired } })),
});

/** The public-form bot trap (honeypot and render time), sent with the answers; see platform/abuse. */
export const taxIntakeTrapSchema = z.object({
  website: optionalText(500),
  startedAt: z.optional(z.number()),
});

export { optionalText as taxIntakeOptionalText };
