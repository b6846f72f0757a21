import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { taxIntakeSchema, type TaxIntakeRequest } from '@huron/shared/contracts';
import { ApiError } from '../../platform/http/api-error';
import { toFieldErrors } from '../../platform/http/zod-validation';

/** The whole intake, checked by the schema the wizard uses; 422 naming each field ('dependents.2.birthYear'). */
export class TaxIntakeBodyPipe implements PipeTransform<unknown, TaxIntakeRequest> {
  transform(value: unknown): TaxIntakeRequest {
    const result = taxIntakeSchema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors = toFieldErrors(result.error as never);
    throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'validation_failed', `Invalid request: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`, errors);
  }
}
