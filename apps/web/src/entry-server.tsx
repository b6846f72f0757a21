import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteData, SiteDataKey } from '@huron/shared/contracts/common';
import { BASE_LOCALE, FIRM_TIME_ZONE, LOCALE_TAGS, LOCALES, localeOfPath, localePrefix, textDirection, setRenderLocale, type Locale } from '@huron/shared/i18n';
import { AUTH_CALLBACK, AUTH_STORAGE_KEY, LOGIN_PATH, RETURN_TO_KEY } from '@huron/web/data-access';
import {
  HeadCollectorProvider,
  loadPagesOf,
  prerenderPaths as staticPaths,
  renderHeadTags,
  setSiteDataStore,
  siteDataElement,
  type HeadData,
} from '@huron/web/ui';
import { REFERRAL_WELCOME_PARAM } from '@huron/web/feature-dashboard';
import { AppProviders } from './app-providers';
import { AppRoutes, routes, type RouteHandle } from './routes';

/** Every page the build writes as HTML (aliases such as /training are redirects, not pages). Unknown paths get the 404 page. */
export const prerenderPaths: string[] = staticPaths(routes);

/**
 * The languages the build writes every page in (the back office stays English): each its own browser bundle, whose
 * pages live under `localePrefix(locale)` ('/es/contact') with the same slugs.
 */
export const locales: readonly Locale[] = LOCALES;
export const localizedPrefix = localePrefix;
/** Paths not translated: the back office is for staff and stays in English. */
export const englishOnly = (path: string) => path === '/admin' || path.startsWith('/admin/');
/** `<html lang dir>` of a locale's pages. */
export const htmlAttributes = (locale: Locale) => ({ lang: locale, dir: textDirection(locale) });

/** A 404 page per path prefix: the API serves it, with HTTP 404, for unknown paths under the prefix. */
export const notFoundSamples: Record<string, string> = { '/tax-tip/': '/tax-tip/__unknown__' };

/**
 * Libraries and pages whose HTML works without script until the visitor reaches for something, so they hydrate later
 * (fetched once idle, run at the first press, key or focus) instead of fetching the framework before first paint.
 * - Reading pages: links are plain links. Their forms (tax school, group discount, careers' Quick Apply dialog) mount
 *   or open only after hydration; a button pressed before it is pressed again once the app runs. An article's text is
 *   its own module in libs/shared/content.
 * - The contact and refer-a-friend pages: many visits only read them (the offices and phone numbers, how referrals
 *   work). Their forms are in the HTML, as a signed-out visitor sees them (a tab that may hold a session hydrates at
 *   once); the focus that reaches into one starts the app. Inputs are uncontrolled, so what is typed meanwhile is kept;
 *   the submit button stays disabled until then, so the browser never sends the form itself; the bot trap counts from
 *   the first paint.
 */
const HYDRATE_ON_INTENT = [
  'libs/web/feature-marketing/',
  'libs/web/feature-tax-school/',
  'libs/web/feature-careers/',
  'libs/web/feature-payments/src/pages/payment-cancelled.tsx',
  'libs/web/feature-contact/',
  'libs/web/feature-dashboard/src/pages/send-a-friend.tsx',
  'libs/shared/content/',
];

/**
 * What the pages' loader needs to tell a tab that may hold a session (it hydrates at once) from one that cannot, and
 * to send the latter from a signed-in page to /login as RequireSession would, before anything paints; and the address
 * parameter that starts the app at once on any page (a share link's welcome, which only the app can show).
 */
export const sessionHint = {
  storageKey: AUTH_STORAGE_KEY,
  callbackPattern: AUTH_CALLBACK.source,
  returnToKey: RETURN_TO_KEY,
  loginPath: LOGIN_PATH,
  startNowParam: REFERRAL_WELCOME_PARAM,
};

/** The locale and zone the pages format dates and numbers in: the loader's worker loads their data ahead of the app. */
export const intlWarmup = { locales: LOCALE_TAGS, timeZone: FIRM_TIME_ZONE };

export interface RenderedPage {
  html: string;
  head: string;
  headData: HeadData;
  status: number;
  /** Source modules of the lazily loaded pages on this route. */
  modules: string[];
  /** Hydrate when the visitor reaches for something (HYDRATE_ON_INTENT's pages, 404s) rather than right after the first paint. */
  deferHydration: boolean;
  /** A page for signed-in people only (route handle `signedInOnly`). */
  signedInOnly: boolean;
}

/**
 * Renders one URL to HTML: for the build (no site data: pages show the build's content), and in the API whenever the
 * site data changes (platform/web-host live-pages.ts), never at request time. The head carries the site data the page
 * read, for hydration.
 */
export async function render(url: string, siteData: Partial<SiteData> = {}): Promise<RenderedPage> {
  // '/es/contact' is /contact in Spanish: the router reads the path under the locale's prefix.
  const locale = localeOfPath(url);
  const basename = localePrefix(locale) || undefined;
  const matches = await loadPagesOf(routes, url, basename);
  let headData: HeadData | undefined;
  const read = new Set<SiteDataKey>();
  setSiteDataStore({ data: siteData, read });
  // The page's language for this render only: the API renders pages in the process that sends mails, whose text must
  // not follow the last page rendered.
  setRenderLocale(locale);
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <HeadCollectorProvider collect={(head) => (headData = head)}>
          <AppProviders>
            <StaticRouter location={url} basename={basename}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </HeadCollectorProvider>
      </StrictMode>,
    );
  } finally {
    setRenderLocale(BASE_LOCALE);
  }
  if (!headData) throw new Error(`${url} rendered no <PageMeta>: every page needs a title and description`);
  const handles = matches.map((m) => (m.route.handle ?? {}) as RouteHandle);
  const modules = handles.flatMap((h) => h.module ?? []);
  const status = handles.find((h) => h.status)?.status ?? 200;
  return {
    html,
    head:
      renderHeadTags(headData) + siteDataElement(Object.fromEntries([...read].filter((key) => siteData[key] !== undefined).map((key) => [key, siteData[key]]))),
    headData,
    status,
    modules,
    signedInOnly: handles.some((h) => h.signedInOnly),
    deferHydration: status === 404 || (modules.length > 0 && modules.every((m) => HYDRATE_ON_INTENT.some((source) => m.startsWith(source)))),
  };
}
