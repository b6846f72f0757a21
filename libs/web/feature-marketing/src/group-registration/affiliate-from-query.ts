import { AFFILIATE_PATTERN } from '@huron/shared/contracts/group-registration';

/**
 * The partner's affiliate id from the page address: `?affiliate=` (or its short form `?aff=`). Anything that is not
 * a plausible id (the server would refuse it) is left out rather than blocking the registration.
 */
export function affiliateFromQuery(query: URLSearchParams): string | undefined {
  const value = (query.get('affiliate') ?? query.get('aff') ?? '').trim();
  return AFFILIATE_PATTERN.test(value) ? value : undefined;
}
