import type { ZodType } from 'zod';
import type * as z4 from 'zod/v4/core';

/**
 * The shared payment schemas are zod/mini (small in the browser); the platform's validation pipe and OpenAPI
 * decorators are typed for classic zod. Both run on zod's one core, so the mini schema works there unchanged.
 */
export function zodSchema<T extends z4.$ZodType>(schema: T): ZodType<z4.output<T>, z4.input<T>> {
  return schema as unknown as ZodType<z4.output<T>, z4.input<T>>;
}
