import { z } from 'zod';

/** Path parameter of the content API: lower-case slugs only, so a malformed one is a 400 that names the field. */
export const contentSlugSchema = z
  .string()
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens')
  .meta({ id: 'ContentSlug' });

export const contentSlugParamsSchema = z.object({ slug: contentSlugSchema });
