import type { KnowledgeBaseCard } from '@huron/shared/content';
import { z } from 'zod';

export const knowledgeBaseCardSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    intro: z.string(),
    points: z.array(z.string()),
    relatedArticle: z.string().optional(),
  })
  .meta({ id: 'ContentKnowledgeBaseCard' }) satisfies z.ZodType<KnowledgeBaseCard>;

export const knowledgeBaseCardListSchema = z.array(knowledgeBaseCardSchema).meta({ id: 'ContentKnowledgeBaseCardList' });
