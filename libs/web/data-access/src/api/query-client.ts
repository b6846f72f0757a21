import { QueryClient } from '@tanstack/react-query';

/**
 * The tab's one server-data cache. Hooks pass it to useQuery explicitly instead of reading a provider, so TanStack
 * Query loads with the first page that reads server data, not with the shell's first script. The prerenderer
 * never runs queries (they start in the browser), so sharing it there holds no data. Marked pure so that a page which
 * only sends forms through this entry point (contact, payment, submit-info) does not carry the query cache either.
 */
export const queryClient = /* @__PURE__ */ new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
