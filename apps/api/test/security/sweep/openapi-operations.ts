import type { JsonSchema, SweepParameter, SweepRoute } from './sweep-route';

interface OpenApiParameter {
  in: string;
  name: string;
  example?: unknown;
  schema?: JsonSchema;
  $ref?: string;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }>; $ref?: string };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, Record<string, unknown>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Follows a local `#/components/...` reference (schemas, parameters, request bodies), once per level. */
export function resolveRef<T>(document: OpenApiDocument, value: T & { $ref?: string }): T {
  let current: unknown = value;
  for (let hops = 0; hops < 20 && (current as { $ref?: string })?.$ref; hops += 1) {
    const path = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  }
  return current as T;
}

function samplesOf(document: OpenApiDocument, parameter: OpenApiParameter): string[] {
  const schema = resolveRef(document, parameter.schema ?? {});
  const values = [parameter.example, schema.example, ...(schema.enum ?? [])].filter((v) => v !== undefined && v !== null);
  return [...new Set(values.map(String))];
}

/** Every operation of the OpenAPI document the app serves, with its path and query parameters and body schema. */
export function openApiRoutes(document: OpenApiDocument): SweepRoute[] {
  const routes: SweepRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => resolveRef(document, p));
      const pick = (where: string): SweepParameter[] =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, samples: samplesOf(document, p) }));
      const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
      const bodySchema = requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParameters: pick('path'),
        queryParameters: pick('query'),
        ...(requestBody ? { body: bodySchema ? resolveRef(document, bodySchema) : { type: 'object' } } : {}),
      });
    }
  }
  return routes;
}
