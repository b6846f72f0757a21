import { ApiError, type ApiPaths, type ApiQuery } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** The readings every keyset list shares: `limit` is a number, `order` newest or oldest. */
export const PAGE_READINGS = { limit: 'number', order: ['newest', 'oldest'] } as const;

type Value<Q, K extends keyof Q> = NonNullable<Q[K]>;
/** How a parameter's text from the URL becomes its typed value: a number, one of the values the document allows, or the text itself. */
type Reading<V> = [V] extends [number] ? 'number' : string extends V ? 'text' : readonly V[];

/**
 * What list `P` needs to know of its parameters: each number and each parameter with a fixed set of values must be
 * named (the type checker asks for every one the document declares); free-text parameters go as they are.
 */
export type QueryReadings<Q> = { [K in keyof Q as string extends Value<Q, K> ? never : K]-?: Reading<Value<Q, K>> } & {
  [K in keyof Q as string extends Value<Q, K> ? K : never]?: 'text';
};

/**
 * Reads a staff list's URL parameters (all text) into the query the document types for GET `P`. A value outside
 * its parameter's set fails the way the API would answer it, as a 400 naming the parameter, without a request.
 */
export function listQuery<P extends keyof ApiPaths>(readings: QueryReadings<ApiQuery<P>>): (params: ListParams) => ApiQuery<P> {
  const byName: Partial<Record<string, 'number' | 'text' | readonly unknown[]>> = readings;
  return (params) => {
    const query: Record<string, string | number> = {};
    for (const [name, text] of Object.entries(params)) {
      const reading = byName[name] ?? 'text';
      if (reading === 'number') query[name] = Number(text);
      else if (reading === 'text' || reading.includes(text)) query[name] = text;
      else
        throw new ApiError(400, {
          status: 400,
          code: 'validation_failed',
          message: `${name}: is not one of ${reading.join(', ')}`,
          errors: [{ field: name, message: 'is not one of the allowed values' }],
        });
    }
    // Each value was read by its parameter's reading above, which QueryReadings ties to the document's types.
    return query as ApiQuery<P>;
  };
}
