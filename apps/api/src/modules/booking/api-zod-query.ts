import { applyDecorators } from '@nestjs/common';
import { ApiQuery, type SchemaObject } from '@nestjs/swagger';
import { z, type ZodObject } from 'zod';
import { schemaRef } from '../../platform/openapi/named-schemas';

/** Documents each field of a query-string object schema as an OpenAPI query parameter (named fields by $ref). */
export function ApiZodQuery(schema: ZodObject): MethodDecorator {
  return applyDecorators(
    ...Object.entries(schema.shape).map(([name, field]) => {
      const type = field as z.ZodType;
      const inner = type instanceof z.ZodOptional || type instanceof z.ZodDefault ? (type.unwrap() as z.ZodType) : type;
      const named = z.globalRegistry.get(inner)?.id;
      const description = z.globalRegistry.get(type)?.description ?? type.description;
      const jsonSchema = named ? schemaRef(inner, 'input') : (z.toJSONSchema(type, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' }) as SchemaObject);
      delete (jsonSchema as { $schema?: string }).$schema;
      return ApiQuery({ name, required: !type.safeParse(undefined).success, description, schema: jsonSchema });
    }),
  );
}
