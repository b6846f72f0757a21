import { applyDecorators } from '@nestjs/common';
import { ApiQuery, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import * as core from 'zod/v4/core';
import { schemaRef } from './named-schemas';

/** Documents each field of a query-string object schema (zod or zod/mini) as an OpenAPI query parameter (named fields by $ref). */
export function ApiZodQuery(schema: core.$ZodObject): MethodDecorator {
  return applyDecorators(
    ...Object.entries(schema._zod.def.shape).map(([name, type]) => {
      const inner = type instanceof core.$ZodOptional || type instanceof core.$ZodDefault ? type._zod.def.innerType : type;
      const named = z.globalRegistry.get(inner)?.id;
      const description = z.globalRegistry.get(type)?.description;
      const jsonSchema = named
        ? schemaRef(inner, 'input')
        : (z.toJSONSchema(type, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' }) as SchemaObject);
      delete (jsonSchema as { $schema?: string }).$schema;
      return ApiQuery({ name, required: !core.safeParse(type, undefined).success, description, schema: jsonSchema });
    }),
  );
}
