import type { Article, ArticleMeta, Course, JobPosting, KnowledgeBaseCard, LegalPage, Office, ServicePage } from '@huron/shared/content';
import { z } from 'zod';

// Response shapes of the content API, for OpenAPI. `satisfies` keeps each one in step with the content types.

const hours = z.object({ days: z.array(z.string()), opens: z.string(), closes: z.string(), label: z.string() });

export const officeSchema = z.object({
  slug: z.enum(['dearborn', 'ypsilanti', 'ann-arbor']),
  name: z.string(),
  subtitle: z.string(),
  address: z.object({ street: z.string(), city: z.string(), region: z.literal('MI'), postalCode: z.string() }).optional(),
  phone: z.string(),
  email: z.string(),
  hours: z.array(hours),
  path: z.string(),
  linked: z.boolean().describe('false for Ann Arbor: its name is not a link on the contact page'),
  summary: z.string(),
}) satisfies z.ZodType<Office>;

export const articleMetaSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  summary: z.string(),
  category: z.string(),
  published: z.string().describe('ISO date'),
  updated: z.string().describe('ISO date'),
}) satisfies z.ZodType<ArticleMeta>;

export const articleSchema = articleMetaSchema.extend({
  html: z.string().describe('The article body as HTML, rendered from Markdown at build time'),
  words: z.number().int(),
}) satisfies z.ZodType<Article>;

export const knowledgeBaseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  intro: z.string(),
  points: z.array(z.string()),
  relatedArticle: z.string().optional(),
}) satisfies z.ZodType<KnowledgeBaseCard>;

export const jobPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  pay: z.string(),
  payMinCents: z.number().int(),
  payMaxCents: z.number().int(),
  payUnit: z.literal('HOUR'),
  type: z.string(),
  employmentTypes: z.array(z.enum(['PART_TIME', 'FULL_TIME'])),
  summary: z.string(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  preferred: z.array(z.string()),
  benefits: z.array(z.string()),
  datePosted: z.string(),
}) satisfies z.ZodType<JobPosting>;

export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  feeCents: z.number().int().describe('Integer cents: 14900 is $149.00'),
  highlights: z.array(z.string()),
  curriculum: z.array(z.string()),
  sessions: z.array(
    z.object({ code: z.string(), format: z.string(), schedule: z.string(), startDate: z.string(), endDate: z.string(), mode: z.enum(['online', 'blended']) }),
  ),
}) satisfies z.ZodType<Course>;

const serviceItem = z.object({ title: z.string(), description: z.string() });

export const servicePageSchema = z.object({
  slug: z.enum(['individual-tax-services', 'business-tax-services', 'advisory']),
  title: z.string(),
  description: z.string(),
  intro: z.string(),
  items: z.array(serviceItem),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()).optional(), points: z.array(z.string()).optional() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
}) satisfies z.ZodType<ServicePage>;

export const legalPageSchema = z.object({
  slug: z.enum(['terms', 'privacy']),
  title: z.string(),
  lastUpdated: z.string(),
  lastUpdatedLabel: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
  html: z.string(),
}) satisfies z.ZodType<LegalPage>;

/** Path parameters: lower-case slugs only, so a malformed one is a 400 that names the field. */
export const slugParam = z
  .string()
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');
