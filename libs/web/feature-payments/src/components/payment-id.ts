import { useHydrated } from '@huron/web/forms';
import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `payment` query parameter of a return page, once hydrated (the prerendered HTML has none, so the first
 * render must match it); null when absent or malformed.
 */
export function usePaymentIdParam(): { ready: boolean; id: string | null } {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  if (!hydrated) return { ready: false, id: null };
  const id = params.get('payment');
  return { ready: true, id: id && UUID.test(id) ? id : null };
}
