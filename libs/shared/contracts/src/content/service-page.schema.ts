import type { ServicePage } from '@huron/shared/content';
import { z } from 'zod';

const serviceItem = z.object({ title: z.string(), description: z.string() });

export const servicePageSchema = z
  .object({
    slug: z.enum(['individual-tax-services', 'business-tax-services', 'advisory']),
    title: z.string(),
    description: z.string(),
    intro: z.string(),
    items: z.array(serviceItem),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()).optional(), points: z.array(z.string()).optional() })),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  })
  .meta({ id: 'ContentServicePage' }) satisfies z.ZodType<ServicePage>;

export const servicePageListSchema = z.array(servicePageSchema).meta({ id: 'ContentServicePageList' });
