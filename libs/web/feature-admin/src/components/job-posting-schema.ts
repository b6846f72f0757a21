import { m } from '@huron/shared/i18n';
import { EMPLOYMENT_TYPES, jobPostingCreateSchema, PAY_UNITS } from '@huron/shared/contracts/job-postings';
import { z } from 'zod';
import type { AdminJobPosting } from '../api/list-job-postings';
import { dollarsToCents } from '../lib/detroit-time';

/** The choices of "Type" on the form, each the schema's employment types. */
export const EMPLOYMENT_CHOICES = {
  'PART_TIME,FULL_TIME': ['PART_TIME', 'FULL_TIME'],
  FULL_TIME: ['FULL_TIME'],
  PART_TIME: ['PART_TIME'],
  SEASONAL: ['SEASONAL'],
  TEMPORARY: ['TEMPORARY'],
  INTERN: ['INTERN'],
} as const satisfies Record<string, ReadonlyArray<(typeof EMPLOYMENT_TYPES)[number]>>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const dollars = z.string().refine((value) => dollarsToCents(value) !== null, { message: m.admin_posting_pay_invalid() });

/** What staff type (pay in dollars, one list item per line), turned into the shared schema's posting. */
export const jobPostingFormSchema = z
  .object({
    title: z.string(),
    location: z.string(),
    pay: z.string(),
    payMinCents: dollars,
    payMaxCents: dollars,
    payUnit: z.enum(PAY_UNITS),
    type: z.string(),
    employmentTypes: z.enum(Object.keys(EMPLOYMENT_CHOICES) as [keyof typeof EMPLOYMENT_CHOICES]),
    summary: z.string(),
    duties: z.string(),
    requirements: z.string(),
    preferred: z.string(),
    benefits: z.string(),
    datePosted: z.string(),
    validThrough: z.string(),
  })
  .transform((v) => ({
    ...v,
    payMinCents: dollarsToCents(v.payMinCents)!,
    payMaxCents: dollarsToCents(v.payMaxCents)!,
    employmentTypes: [...EMPLOYMENT_CHOICES[v.employmentTypes]] as Array<(typeof EMPLOYMENT_TYPES)[number]>,
    duties: lines(v.duties),
    requirements: lines(v.requirements),
    preferred: lines(v.preferred),
    benefits: lines(v.benefits),
  }))
  .pipe(jobPostingCreateSchema);

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** A stored posting as the form's typed values. */
export function formValuesOf(p: AdminJobPosting): z.input<typeof jobPostingFormSchema> {
  const choice = (Object.keys(EMPLOYMENT_CHOICES) as Array<keyof typeof EMPLOYMENT_CHOICES>).find(
    (key) => EMPLOYMENT_CHOICES[key].join() === p.employmentTypes.join(),
  );
  return {
    ...p,
    payMinCents: centsToDollars(p.payMinCents),
    payMaxCents: centsToDollars(p.payMaxCents),
    employmentTypes: choice ?? 'PART_TIME,FULL_TIME',
    duties: p.duties.join('\n'),
    requirements: p.requirements.join('\n'),
    preferred: p.preferred.join('\n'),
    benefits: p.benefits.join('\n'),
  };
}
