import { applyDecorators, Body, Query, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiParam, ApiResponse } from '@nestjs/swagger';
import { apiErrorSchema, COMMON_ISSUE_MESSAGES } from '@huron/shared/contracts';
import { withAsciiDigits } from '@huron/shared/i18n';
import * as core from 'zod/v4/core';
import { schemaRef } from '../openapi/named-schemas';
import { ApiError, type FieldError } from './api-error';

/** Validates a request part with a schema (zod or zod/mini) shared with the browser; failures name each field. */
export class ZodValidationPipe<T extends core.$ZodType> implements PipeTransform<unknown, core.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): core.output<T> {
    // Phone, amount and date fields typed on an Arabic keyboard (٠-٩, ۰-۹) are read as ASCII digits, as the web forms do.
    const result = core.safeParse(this.schema, withAsciiDigits(value ?? {}), { error: commonReasonMessage });
    if (!result.success) throw ApiError.validation(toFieldErrors(result.error));
    return result.data;
  }
}

/** The request body, checked by `schema` (400 naming each field otherwise): `@ZodBody(xSchema) body: X`. */
export const ZodBody = (schema: core.$ZodType): ParameterDecorator => Body(new ZodValidationPipe(schema));

/** The whole query string, checked by `schema`: `@ZodQuery(xQuerySchema) query: XQuery`. */
export const ZodQuery = (schema: core.$ZodType): ParameterDecorator => Query(new ZodValidationPipe(schema));

/** Words (for developers) for the reasons several schemas share, e.g. phone_invalid. */
export function commonReasonMessage(issue: { code?: string; params?: Record<string, unknown> }): string | undefined {
  const reason = issue.code === 'custom' ? issue.params?.['reason'] : undefined;
  return typeof reason === 'string' ? COMMON_ISSUE_MESSAGES[reason] : undefined;
}

export function toFieldErrors(error: core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const params = issueParams(issue);
    return { field: issue.path.join('.') || '(body)', message: issue.message, code: issue.code, ...(params && { params }) };
  });
}

/** The limits a client needs to word an issue in its own language (the message is for developers). */
function issueParams(issue: core.$ZodIssue): FieldError['params'] {
  const params: NonNullable<FieldError['params']> = {};
  if (issue.code === 'too_big') Object.assign(params, { maximum: Number(issue.maximum), origin: issue.origin });
  if (issue.code === 'too_small') Object.assign(params, { minimum: Number(issue.minimum), origin: issue.origin });
  if (issue.code === 'invalid_format') params['format'] = issue.format;
  if (issue.code === 'custom' && typeof issue.params?.['reason'] === 'string') params['reason'] = issue.params['reason'];
  return Object.keys(params).length ? params : undefined;
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
