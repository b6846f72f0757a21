import type { ServiceItem } from './types';

/**
 * The IRS problem resolution block as a section of a service page: its title as the heading, its intro as the
 * paragraph and each item as "Title: description". One function for every language's services.ts (never swapped per
 * locale by tools/scripts/localized-content.mjs), so the pages build the section the same way.
 */
export function sectionOfServiceBlock(block: { title: string; intro: string; items: ServiceItem[] }): {
  heading: string;
  paragraphs: string[];
  points: string[];
} {
  return { heading: block.title, paragraphs: [block.intro], points: block.items.map((item) => `${item.title}: ${item.description}`) };
}
