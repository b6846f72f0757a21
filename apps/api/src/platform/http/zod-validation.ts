import { applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiParam, ApiResponse } from '@nestjs/swagger';
import { apiErrorSchema } from '@huron/shared/contracts';
import { z, type ZodType } from 'zod';
import { schemaRef } from '../openapi/named-schemas';
import { ApiError, type FieldError } from './api-error';

/** Validates a request part with a schema shared with the browser; failures name each field. */
export class ZodValidationPipe<T extends ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw ApiError.validation(toFieldErrors(result.error));
    return result.data;
  }
}

export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
}

// The OpenAPI decorators below take named zod schemas (.meta({ id })): each lands once in components.schemas.

export function ApiZodBody(schema: ZodType): MethodDecorator {
  return ApiBody({ schema: schemaRef(schema, 'input') });
}

export function ApiZodResponse(status: number, schema: ZodType, description = 'OK'): MethodDecorator {
  return ApiResponse({ status, description, schema: schemaRef(schema, 'output') });
}

/**
 * A path parameter validated by a named schema. The example goes in `examples`: @nestjs/swagger drops a
 * parameter's `example` when it has a schema.
 */
export function ApiZodParam(name: string, schema: ZodType, { description, example }: { description?: string; example?: string } = {}): MethodDecorator {
  return ApiParam({ name, description, schema: schemaRef(schema, 'input'), ...(example !== undefined && { examples: { example: { value: example } } }) });
}

/** Documents the shared error body for the statuses an endpoint can answer with. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: 'Error', schema: schemaRef(apiErrorSchema, 'output') })));
}
