import { applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiParam, ApiResponse } from '@nestjs/swagger';
import { apiErrorSchema } from '@huron/shared/contracts';
import * as core from 'zod/v4/core';
import { schemaRef } from '../openapi/named-schemas';
import { ApiError, type FieldError } from './api-error';

/** Validates a request part with a schema (zod or zod/mini) shared with the browser; failures name each field. */
export class ZodValidationPipe<T extends core.$ZodType> implements PipeTransform<unknown, core.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): core.output<T> {
    const result = core.safeParse(this.schema, value ?? {});
    if (!result.success) throw ApiError.validation(toFieldErrors(result.error));
    return result.data;
  }
}

export function toFieldErrors(error: core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
}

// The OpenAPI decorators below take named zod schemas (.meta({ id })): each lands once in components.schemas.

export function ApiZodBody(schema: core.$ZodType): MethodDecorator {
  return ApiBody({ schema: schemaRef(schema, 'input') });
}

export function ApiZodResponse(status: number, schema: core.$ZodType, description = 'OK'): MethodDecorator {
  return ApiResponse({ status, description, schema: schemaRef(schema, 'output') });
}

/** A success answer that is not JSON (a file, a page): the named body schema under each of its media types. */
export function ApiZodContentResponse(status: number, schema: core.$ZodType, mediaTypes: readonly string[], description = 'OK'): MethodDecorator {
  const body = { schema: schemaRef(schema, 'output') };
  return ApiResponse({ status, description, content: Object.fromEntries(mediaTypes.map((type) => [type, body])) });
}

/**
 * A path parameter validated by a named schema. The example goes in `examples`: @nestjs/swagger drops a
 * parameter's `example` when it has a schema.
 */
export function ApiZodParam(name: string, schema: core.$ZodType, { description, example }: { description?: string; example?: string } = {}): MethodDecorator {
  return ApiParam({ name, description, schema: schemaRef(schema, 'input'), ...(example !== undefined && { examples: { example: { value: example } } }) });
}

/** Documents the shared error body for the statuses an endpoint can answer with. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  // The media type is spelled out: left to @nestjs/swagger, an error of a CSV or HTML route would be documented as CSV or HTML.
  const content = { 'application/json': { schema: schemaRef(apiErrorSchema, 'output') } };
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: 'Error', content })));
}
