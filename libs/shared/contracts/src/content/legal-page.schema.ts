import type { LegalPage } from '@huron/shared/content';
import { z } from 'zod';

export const legalPageSlugSchema = z.enum(['terms', 'privacy']).meta({ id: 'ContentLegalPageSlug' });

export const legalPageSchema = z
  .object({
    slug: legalPageSlugSchema,
    title: z.string(),
    lastUpdated: z.string(),
    lastUpdatedLabel: z.string(),
    headings: z.array(z.object({ id: z.string(), text: z.string() })),
    html: z.string(),
  })
  .meta({ id: 'ContentLegalPage', description: 'Terms of service or privacy policy, as HTML' }) satisfies z.ZodType<LegalPage>;
