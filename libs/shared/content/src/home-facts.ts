import { siteFacts } from './site-facts';

/**
 * The home page's four figures in a language: the site's claims (typed once in site-facts.ts) and that language's
 * refund-advance claim as a heading, each with the language's label. Used by home.ts and its translations.
 */
export function homeStatsWith(refundAdvance: string, labels: readonly [string, string, string, string]): Array<{ value: string; label: string }> {
  const { yearsInBusiness, returnsFiled, rating } = siteFacts.claims;
  const values = [yearsInBusiness, returnsFiled, rating, refundAdvance.charAt(0).toUpperCase() + refundAdvance.slice(1)];
  return values.map((value, index) => ({ value, label: labels[index]! }));
}
