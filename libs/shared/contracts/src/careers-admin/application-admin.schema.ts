import { z } from 'zod';
import { adminListQuerySchema, leadDetailFields, leadSummaryFields } from '../common/admin-record.schema';
import { pageOf } from '../common/page.schema';

export const careerApplicationSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    jobId: z.string(),
    jobTitle: z.string(),
    name: z.string(),
    email: z.string(),
    ...leadSummaryFields,
  })
  .meta({ id: 'CareerApplicationSummary', description: 'A job application in the staff list' });

export const careerApplicationPageSchema = pageOf(careerApplicationSummarySchema, 'CareerApplicationPage');

export const careerApplicationDetailSchema = careerApplicationSummarySchema
  .extend({
    phone: z.string(),
    coverNote: z.string().nullable(),
    resume: z
      .object({ id: z.uuid(), name: z.string(), size: z.int(), type: z.string() })
      .nullable()
      .describe('The résumé; open it with GET /api/admin/uploads/{id}/link (a five-minute link)'),
    ...leadDetailFields,
  })
  .meta({ id: 'CareerApplicationDetail', description: 'One job application with its résumé, staff status and internal note' });

export const careerApplicationIdSchema = z.uuid().meta({ id: 'CareerApplicationId' });

/** The staff list's query: the common lead filters, with the job instead of an office. */
export const careerApplicationListQuerySchema = adminListQuerySchema
  .omit({ office: true })
  .extend({ job: z.string().trim().min(1).max(100).optional().describe('Only applications for this job id') });

export type CareerApplicationSummary = z.infer<typeof careerApplicationSummarySchema>;
export type CareerApplicationPage = z.infer<typeof careerApplicationPageSchema>;
export type CareerApplicationDetail = z.infer<typeof careerApplicationDetailSchema>;
export type CareerApplicationListQuery = z.infer<typeof careerApplicationListQuerySchema>;
