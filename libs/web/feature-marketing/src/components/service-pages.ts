import { servicePages, type ServicePage } from '@huron/shared/content';

export function servicePage(slug: ServicePage['slug']): ServicePage {
  const page = servicePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No service page ${slug} in libs/shared/content`);
  return page;
}
