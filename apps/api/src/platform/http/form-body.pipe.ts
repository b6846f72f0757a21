import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { withAsciiDigits } from '@huron/shared/i18n';
import * as core from 'zod/v4/core';
import { ApiError } from './api-error';
import { commonReasonMessage, toFieldErrors } from './zod-validation';

/**
 * Validates a public form's body with its shared schema (zod or zod/mini); a refusal is 422 naming each field and
 * its problem. `reasonMessages` words the schema's custom issues, which carry a reason instead of text.
 */
export class FormBodyPipe<T extends core.$ZodType> implements PipeTransform<unknown, core.output<T>> {
  constructor(
    private readonly schema: T,
    private readonly reasonMessages: Record<string, string> = {},
  ) {}

  transform(value: unknown): core.output<T> {
    // Phone, amount and date fields typed on an Arabic keyboard (٠-٩, ۰-۹) are read as ASCII digits, as the web forms do.
    const result = core.safeParse(this.schema, withAsciiDigits(value ?? {}), { error: (issue) => this.reasonMessage(issue) });
    if (result.success) return result.data;
    const errors = toFieldErrors(result.error);
    throw new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'validation_failed',
      `Invalid request: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
      errors,
    );
  }

  private reasonMessage(issue: { code?: string; params?: Record<string, unknown> }): string | undefined {
    const reason = issue.code === 'custom' ? issue.params?.['reason'] : undefined;
    return (typeof reason === 'string' ? this.reasonMessages[reason] : undefined) ?? commonReasonMessage(issue);
  }
}
