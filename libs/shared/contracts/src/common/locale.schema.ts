import { z } from 'zod/mini';

/**
 * The language a visitor used (the page's: en at /, es at /es/, ar at /ar/). Stored per lead and per account so the
 * mails they get are in it; absent means English.
 */
export const siteLocaleSchema = z
  .enum(['en', 'es', 'ar'])
  .register(z.globalRegistry, { id: 'SiteLocale', description: 'The language of the page the visitor used: en, es or ar' });

export type SiteLocale = z.infer<typeof siteLocaleSchema>;

/** The /account choice of the language the account's mails are written in (kept in the account's `locale` metadata). */
export const accountLocaleSchema = z.object({ locale: siteLocaleSchema }).register(z.globalRegistry, { id: 'AccountLocale' });
export type AccountLocaleInput = z.infer<typeof accountLocaleSchema>;
