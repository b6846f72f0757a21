import { z } from 'zod';
import { calendarDateSchema } from '../common/calendar-date.schema';

// Job postings: staff create, edit, open and close them in /admin; /careers lists the open ones.

export const JOB_POSTING_STATUSES = ['open', 'closed'] as const;
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'SEASONAL', 'INTERN', 'CONTRACTOR'] as const;
export const PAY_UNITS = ['HOUR', 'WEEK', 'MONTH', 'YEAR'] as const;
/** Most lines in one list (duties, requirements, preferred, benefits). */
export const JOB_POSTING_LIST_MAX = 30;

const text = (max: number) => z.string().trim().min(1).max(max);
const lines = z.array(text(500)).max(JOB_POSTING_LIST_MAX);
const cents = z.int().min(0).max(100_000_000);

export const jobPostingStatusSchema = z.enum(JOB_POSTING_STATUSES).meta({ id: 'JobPostingStatus' });

const jobPostingFields = {
  title: text(200),
  location: text(200),
  pay: text(200).describe('As people read it, e.g. "$17-19 per hour"'),
  payMinCents: cents,
  payMaxCents: cents,
  payUnit: z.enum(PAY_UNITS),
  type: text(100).describe('As people read it, e.g. "Part-time or Full-time"'),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)).min(1).max(EMPLOYMENT_TYPES.length),
  summary: text(2000),
  duties: lines,
  requirements: lines,
  preferred: lines,
  benefits: lines,
  datePosted: calendarDateSchema,
  /** The closing date: the last day applications are taken (Michigan time). */
  validThrough: calendarDateSchema,
};

/** An open posting as /careers shows it. */
export const publicJobPostingSchema = z
  .object({ id: z.string(), ...jobPostingFields, status: jobPostingStatusSchema })
  .meta({ id: 'JobPosting', description: 'A job posting; `validThrough` is the last day applications are taken' });

export const publicJobPostingListSchema = z.array(publicJobPostingSchema).meta({ id: 'JobPostingList', description: 'The open job postings, newest first' });

export const adminJobPostingSchema = publicJobPostingSchema
  .extend({ version: z.int(), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() })
  .meta({ id: 'AdminJobPosting', description: 'A job posting with its version (send it back when changing the posting)' });

export const adminJobPostingListSchema = z
  .array(adminJobPostingSchema)
  .meta({ id: 'AdminJobPostingList', description: 'Every job posting, open first, newest first' });

/** Rules across fields, for create (the whole posting) and change (the stored posting with the change applied). */
export function jobPostingIssues(p: {
  payMinCents: number;
  payMaxCents: number;
  datePosted: string;
  validThrough: string;
}): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (p.payMaxCents < p.payMinCents) issues.push({ field: 'payMaxCents', message: 'must be at least payMinCents' });
  if (p.validThrough < p.datePosted) issues.push({ field: 'validThrough', message: 'must be on or after datePosted' });
  return issues;
}

export const jobPostingCreateSchema = z
  .object({ ...jobPostingFields, status: jobPostingStatusSchema.default('open') })
  .strict()
  .superRefine((p, ctx) => {
    for (const issue of jobPostingIssues(p)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  })
  .meta({ id: 'JobPostingCreate', description: 'A new job posting (open unless `status` says closed)' });

export const jobPostingPatchSchema = z
  .object(jobPostingFields)
  .partial()
  .extend({
    version: z.int().min(1).describe('The version the staff member saw; 409 when someone changed the posting since'),
    status: jobPostingStatusSchema.optional().describe('`closed` closes the posting at once; `open` opens it again'),
  })
  .strict()
  .meta({ id: 'JobPostingPatch', description: 'Changes to a job posting at the version the staff member saw' });

export const jobPostingIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,100}$/)
  .meta({ id: 'JobPostingId' });

export type PublicJobPosting = z.infer<typeof publicJobPostingSchema>;
export type AdminJobPosting = z.infer<typeof adminJobPostingSchema>;
export type JobPostingCreate = z.output<typeof jobPostingCreateSchema>;
export type JobPostingCreateInput = z.input<typeof jobPostingCreateSchema>;
export type JobPostingFields = Omit<JobPostingCreate, 'status'>;
export type JobPostingPatch = z.output<typeof jobPostingPatchSchema>;
