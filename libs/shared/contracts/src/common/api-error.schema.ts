import { z } from 'zod';

export const fieldErrorSchema = z
  .object({
    field: z.string().meta({ example: 'email' }),
    message: z.string().meta({ example: 'must be an email address' }),
  })
  .meta({ id: 'ApiFieldError', description: 'One invalid field: its dotted path and what is wrong with it' });

/** The one error body every /api endpoint answers with. */
export const apiErrorSchema = z
  .object({
    status: z.number().int().meta({ example: 400 }),
    code: z.string().meta({ example: 'validation_failed' }),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ApiError', description: 'The error body of every /api endpoint' });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
