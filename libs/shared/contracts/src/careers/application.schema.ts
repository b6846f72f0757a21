import { z } from 'zod/mini';
import { typedText as text, typedPhone } from '../common/typed-text.schema';
import { formTrapSchema } from '../common/form-trap.schema';
import { submissionReceiptOf } from '../common/submission-receipt.schema';

// The careers Quick Apply form. zod/mini keeps the dialog's lazily loaded form chunk small; the schemas hold no
// interface text (custom issues carry a reason, each client words it).

export const COVER_NOTE_MAX = 3000;
/** A résumé is a document a hiring manager opens: PDF or Word, recognised by content when it was uploaded. */
export const RESUME_KINDS = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;

export const CAREER_APPLICATION_ISSUE = { phone: 'phone_invalid', resume: 'resume_required' } as const;

/** The API's words for those reasons (the web uses its catalogue instead). */
export const CAREER_APPLICATION_ISSUE_MESSAGES: Record<string, string> = {
  phone_invalid: 'must be a phone number of 10 to 15 digits',
  resume_required: 'attach your résumé (a PDF, DOC or DOCX file)',
};

export const careerApplicationCreateSchema = z
  .object({
    jobId: text(100),
    name: text(200),
    email: z.pipe(text(254), z.email()),
    phone: typedPhone(CAREER_APPLICATION_ISSUE.phone),
    resume: z
      .string()
      .check(
        z.refine((v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v), { params: { reason: CAREER_APPLICATION_ISSUE.resume } }),
      ),
    coverNote: z.optional(z.string().check(z.trim(), z.maxLength(COVER_NOTE_MAX))),
    ...formTrapSchema.shape,
  })
  .register(z.globalRegistry, {
    id: 'CareerApplicationCreate',
    description:
      'A job application from Quick Apply on /careers: the job (its id on the page), the applicant, the id of the résumé uploaded with POST /api/uploads (PDF, DOC or DOCX), and an optional cover note. `website` (honeypot) and `startedAt` are the bot trap.',
  });
export type CareerApplicationCreate = z.output<typeof careerApplicationCreateSchema>;
export type CareerApplicationInput = z.input<typeof careerApplicationCreateSchema>;

export const careerApplicationReceiptSchema = submissionReceiptOf('CareerApplicationReceipt', 'application', 'HA-7K3Q-9M2D');
export type CareerApplicationReceipt = z.output<typeof careerApplicationReceiptSchema>;
