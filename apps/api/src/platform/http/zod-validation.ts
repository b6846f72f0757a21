import { applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiResponse } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';
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

export function jsonSchemaOf(schema: ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  return rest;
}

export function ApiZodBody(schema: ZodType): MethodDecorator {
  return ApiBody({ schema: jsonSchemaOf(schema) as never });
}

export function ApiZodResponse(status: number, schema: ZodType, description = 'OK'): MethodDecorator {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'output' }) as Record<string, unknown>;
  return ApiResponse({ status, description, schema: rest as never });
}

const errorSchema = {
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'integer', example: 400 },
    code: { type: 'string', example: 'validation_failed' },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } } },
    requestId: { type: 'string' },
  },
} as const;

/** Documents the shared error body for the statuses an endpoint can answer with. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: 'Error', schema: errorSchema as never })));
}
