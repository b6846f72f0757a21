/** Every path the site answers, shared by the prerenderer, the sitemap and the server. */

export interface SitePage {
  path: string;
  /** Listed in sitemap.xml and indexable; account and form-result pages are not. */
  indexable: boolean;
}

/** Alternative paths from the client's spec; each answers with a permanent redirect to its primary path. */
export const redirects: Record<string, string> = {
  '/home': '/',
  '/start': '/contact',
  '/sendafriend': '/send-a-friend',
  '/training': '/tax-school',
  '/group-discount': '/groupdiscount',
};

export const mainNavigation = [
  { label: 'Individual', path: '/individual-tax-services' },
  { label: 'Business', path: '/business-tax-services' },
  { label: 'Advisory', path: '/advisory' },
  { label: 'Resources', path: '/resources' },
  { label: 'Contact', path: '/contact' },
] as const;
