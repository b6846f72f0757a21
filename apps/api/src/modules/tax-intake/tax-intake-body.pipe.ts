import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { TAX_INTAKE_ISSUE_MESSAGES, taxIntakeSchema, type TaxIntakeRequest } from '@huron/shared/contracts';
import { ApiError } from '../../platform/http/api-error';
import { toFieldErrors } from '../../platform/http/zod-validation';

/** The whole intake, checked by the schema the wizard uses; 422 naming each field ('dependents.2.birthYear'). */
export class TaxIntakeBodyPipe implements PipeTransform<unknown, TaxIntakeRequest> {
  transform(value: unknown): TaxIntakeRequest {
    const result = taxIntakeSchema.safeParse(value ?? {}, { error: reasonMessage });
    if (result.success) return result.data;
    const errors = toFieldErrors(result.error);
    throw new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'validation_failed',
      `Invalid request: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
      errors,
    );
  }
}

/** The shared schema's custom issues carry a reason, not words: give the API's own. */
function reasonMessage(issue: { code?: string; params?: Record<string, unknown> }): string | undefined {
  const reason = issue.code === 'custom' ? issue.params?.['reason'] : undefined;
  return typeof reason === 'string' ? TAX_INTAKE_ISSUE_MESSAGES[reason] : undefined;
}
