import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import type * as core from 'zod/v4/core';

/** A schema from zod or zod/mini: both register names in the same global registry. */
type AnyZodSchema = core.$ZodType;

export type SchemaDirection = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';
const used = new Map<string, { schema: AnyZodSchema; directions: Set<SchemaDirection> }>();

/**
 * A `$ref` to the schema's component, named by its zod `.meta({ id })`. Every schema an /api endpoint reads or
 * answers with goes through here, so the document never holds an anonymous request or response schema.
 * (Typed as a SchemaObject too because @nestjs/swagger's ApiParam accepts only that; OpenAPI allows a $ref.)
 */
export function schemaRef(schema: AnyZodSchema, io: SchemaDirection): ReferenceObject & SchemaObject {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id)
    throw new Error(
      `OpenAPI: give this schema a name with .meta({ id: 'Name' }): ${JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' })).slice(0, 200)}`,
    );
  const known = used.get(id) ?? { schema, directions: new Set<SchemaDirection>() };
  if (known.schema !== schema) throw new Error(`OpenAPI: two different schemas are named '${id}'`);
  known.directions.add(io);
  used.set(id, known);
  return { $ref: `${COMPONENTS}${id}` };
}

/**
 * The components.schemas the document's `$ref`s point to, with the named schemas nested in them, converted from
 * zod. Only referenced names are included, so schemas that are imported but not served stay out.
 */
export function namedSchemaComponents(document: unknown): Record<string, SchemaObject> {
  const components: Record<string, SchemaObject> = {};
  for (const id of [...refsIn(document)].sort()) {
    const entry = used.get(id);
    if (!entry) throw new Error(`OpenAPI: '${id}' is referenced but no schema with that name was registered`);
    for (const [name, definition] of [...entry.directions].sort().flatMap((io) => definitionsOf(entry.schema, io))) {
      const converted = pointRefsAtComponents(definition) as SchemaObject;
      const existing = components[name];
      if (existing && JSON.stringify(existing) !== JSON.stringify(converted)) {
        throw new Error(`OpenAPI: '${name}' converts differently as request and response schema; give each its own name`);
      }
      components[name] = converted;
    }
  }
  return components;
}

/** The schema and the named schemas inside it, as [name, JSON schema] pairs. */
function definitionsOf(schema: AnyZodSchema, io: SchemaDirection): Array<[string, unknown]> {
  const { definitions = {} } = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io }) as { definitions?: Record<string, unknown> };
  return Object.entries(definitions);
}

function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENTS)) found.add(child.slice(COMPONENTS.length));
      else refsIn(child, found);
    }
  }
  return found;
}

/**
 * Points zod's `#/definitions/` refs at components, and unwraps the `{allOf: [one schema]}` zod writes for a
 * named schema used as an optional property (an allOf of one is that schema, and lints flag it).
 */
function pointRefsAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointRefsAtComponents);
  if (!value || typeof value !== 'object') return value;
  const { allOf, ...siblings } = value as { allOf?: unknown };
  if (Array.isArray(allOf) && allOf.length === 1 && Object.keys(siblings).length === 0) return pointRefsAtComponents(allOf[0]);
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' ? child.replace('#/definitions/', COMPONENTS) : pointRefsAtComponents(child),
    ]),
  );
}
