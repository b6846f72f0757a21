/**
 * The article slugs from the client's spec, in the order the /resources library lists them.
 * Each has a Markdown source in articles/<slug>.md, rendered to src/generated/ by `npm run content`.
 */
export const articleSlugs = [
  'tax-tips-individuals',
  'tax-tips-business',
  'w4-form-guide',
  'tax-tips-parents',
  'tax-tips-self-employed',
  'tax-tips-students',
  'tax-tips-immigrants',
  'tax-tips-crypto-traders',
  'year-end-tax-tips',
  'tax-updates-2025',
  'renters-homeowners',
  'michigan-residents',
] as const;

export type ArticleSlug = (typeof articleSlugs)[number];

export function isArticleSlug(value: string): value is ArticleSlug {
  return (articleSlugs as readonly string[]).includes(value);
}

/** A legal page (/terms, /privacy), rendered at build time from legal/<slug>.md. */
export interface LegalPage {
  slug: 'terms' | 'privacy';
  title: string;
  /** ISO date taken from the source's first line, "Last updated: March 15, 2023". */
  lastUpdated: string;
  /** As people read it, e.g. 'March 15, 2023'. */
  lastUpdatedLabel: string;
  /** Second-level headings, for an "On this page" list. */
  headings: Array<{ id: string; text: string }>;
  html: string;
}
