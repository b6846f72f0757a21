import { z } from 'zod';
import { apiErrorCodeSchema } from './api-error-codes';

export const fieldErrorSchema = z
  .object({
    field: z.string().meta({ example: 'email' }),
    message: z.string().meta({ example: 'must be an email address' }),
    code: z.string().optional().meta({ description: 'The kind of problem (a zod issue code such as too_big, or custom)', example: 'too_big' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: "The problem's limits: minimum, maximum, format, reason; unit 'cents' for money", example: { maximum: 1000000, unit: 'cents' } }),
  })
  .meta({ id: 'ApiFieldError', description: 'One invalid field: its dotted path and what is wrong with it' });

/** The one error body every /api endpoint answers with. */
export const apiErrorSchema = z
  .object({
    status: z.number().int().meta({ example: 400 }),
    code: apiErrorCodeSchema,
    message: z.string().meta({ description: 'For developers and logs; the web shows its own words for the code' }),
    errors: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ApiError', description: 'The error body of every /api endpoint' });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
