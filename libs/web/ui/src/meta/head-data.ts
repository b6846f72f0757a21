import { site } from '@huron/shared/content';
import { currentLocale, LOCALES, localizedPath, OG_LOCALES, type Locale } from '@huron/shared/i18n';

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
  /** The link-preview picture (1200x630) of the page's type; 'default' unless the page has its own kind. */
  image?: OgImage;
}

/** Link-preview pictures, rendered from the site's artwork by tools/scripts/render-og-images.mjs. */
export type OgImage = 'default' | 'office' | 'article' | 'tax-school' | 'careers';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
  noindex: boolean;
  jsonLd: object[];
  /** Absolute URL of the og:image. */
  image: string;
  /** The page's language. */
  locale: Locale;
  /** The same page in each language and x-default (English), absolute: hreflang links (none on a noindex page). */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** schema.org types that take `inLanguage` (creative works and events): the page's language is added to them. */
const IN_LANGUAGE_TYPES = new Set(['Article', 'BlogPosting', 'Course', 'CourseInstance', 'FAQPage', 'WebPage']);

/** The brand goes at the end of every title that does not already name it. */
export function withBrand(title: string): string {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

/** The absolute URL of a path: 'https://…/' for '/', no trailing slash otherwise. */
const absolute = (path: string) => new URL(path, site.url).href.replace(/\/$/, path === '/' ? '/' : '');

/** `props.path` is the English path ('/contact'); the page's own URL is in the language it is rendered in ('/es/contact'). */
export function toHeadData(props: PageMetaProps): HeadData {
  const locale = currentLocale();
  const noindex = props.noindex ?? false;
  const english = localizedPath(props.path, 'en');
  const jsonLd = (props.jsonLd ?? []).map((data) =>
    IN_LANGUAGE_TYPES.has(String((data as { '@type'?: unknown })['@type'])) ? { ...data, inLanguage: locale } : data,
  );
  return {
    title: withBrand(props.title),
    description: props.description,
    canonical: absolute(localizedPath(english, locale)),
    type: props.type ?? 'website',
    noindex,
    jsonLd,
    image: new URL(`/images/og/${props.image ?? 'default'}.png`, site.url).href,
    locale,
    alternates: noindex
      ? []
      : [
          ...LOCALES.map((hreflang) => ({ hreflang: String(hreflang), href: absolute(localizedPath(english, hreflang)) })),
          { hreflang: 'x-default', href: absolute(english) },
        ],
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
    ...head.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeAttr(alt.href)}" data-head>`),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', `${site.brand}: ${head.title}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-head>${safeJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
