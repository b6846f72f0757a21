import { site } from '@huron/shared/content';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Path of the page's canonical URL, e.g. '/dearborn'. */
  path: string;
  type?: 'website' | 'article';
  /** Pages that must not be indexed (account pages, 404). */
  noindex?: boolean;
  /** schema.org objects, rendered as application/ld+json. */
  jsonLd?: object[];
}

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
  noindex: boolean;
  jsonLd: object[];
}

/** The brand goes at the end of every title that does not already name it. */
export function withBrand(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

export function toHeadData(props: PageMetaProps): HeadData {
  return {
    title: withBrand(props.title),
    description: props.description,
    canonical: new URL(props.path, site.url).href.replace(/\/$/, props.path === '/' ? '/' : ''),
    type: props.type ?? 'website',
    noindex: props.noindex ?? false,
    jsonLd: props.jsonLd ?? [],
  };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script> must not be able to close the element. */
export const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> tags for a page, as served in the prerendered HTML. */
export function renderHeadTags(head: HeadData): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeAttr(content)}" data-head>`;
  return [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" data-head>`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-head>${safeJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
