import type { JobPosting } from '@huron/shared/content';
import { z } from 'zod';

export const jobPostingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    pay: z.string(),
    payMinCents: z.number().int(),
    payMaxCents: z.number().int(),
    payUnit: z.enum(['HOUR', 'WEEK', 'MONTH', 'YEAR']),
    type: z.string(),
    employmentTypes: z.array(z.enum(['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'SEASONAL', 'INTERN', 'CONTRACTOR'])),
    summary: z.string(),
    duties: z.array(z.string()),
    requirements: z.array(z.string()),
    preferred: z.array(z.string()),
    benefits: z.array(z.string()),
    datePosted: z.string(),
    validThrough: z.string(),
  })
  .meta({ id: 'ContentJobPosting' }) satisfies z.ZodType<JobPosting>;

export const jobPostingListSchema = z.array(jobPostingSchema).meta({ id: 'ContentJobPostingList' });
