import type { Article, ArticleMeta } from '@huron/shared/content';
import { z } from 'zod';

// `satisfies` keeps each schema in step with the content types the site renders.

export const articleMetaSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    summary: z.string(),
    category: z.string(),
    published: z.string().describe('ISO date'),
    updated: z.string().describe('ISO date'),
  })
  .meta({ id: 'ContentArticleMeta', description: 'An article without its body' }) satisfies z.ZodType<ArticleMeta>;

export const articleMetaListSchema = z.array(articleMetaSchema).meta({ id: 'ContentArticleMetaList' });

export const articleSchema = articleMetaSchema
  .extend({
    html: z.string().describe('The article body as HTML, rendered from Markdown at build time'),
    words: z.number().int(),
  })
  .meta({ id: 'ContentArticle', description: 'An article with its HTML body' }) satisfies z.ZodType<Article>;
