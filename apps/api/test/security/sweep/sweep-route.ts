/** A JSON Schema fragment, as the OpenAPI document and z.toJSONSchema write them. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
}

export interface SweepParameter {
  name: string;
  /** Values that get a request past the first checks (a known enum value, the documented example). */
  samples: string[];
}

/** One route to probe: from the OpenAPI document (/api) or from the routes Nest registered (/auth/v1 and the rest). */
export interface SweepRoute {
  method: string;
  /** Path template with `{name}` parameters and `{*name}` wildcards, e.g. /auth/v1/factors/{factorId}/verify */
  path: string;
  pathParameters: SweepParameter[];
  queryParameters: SweepParameter[];
  /** The JSON body's schema, when the route reads a body. */
  body?: JsonSchema;
  /** Controller and method, when known: several paths served by one handler share its body handling. */
  handler?: string;
}

export const routeKey = (route: Pick<SweepRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
