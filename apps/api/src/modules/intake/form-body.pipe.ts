import { HttpStatus, type PipeTransform } from '@nestjs/common';
import type { z, ZodType } from 'zod';
import { ApiError } from '../../platform/http/api-error';
import { toFieldErrors } from '../../platform/http/zod-validation';

/** Validates a public form's body with its shared schema; a refusal is 422 naming each field and its problem. */
export class FormBodyPipe<T extends ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors = toFieldErrors(result.error);
    throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'validation_failed', `Invalid request: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors);
  }
}
