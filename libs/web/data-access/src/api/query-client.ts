import { QueryClient } from '@tanstack/react-query';

/**
 * The tab's one server-data cache. Hooks pass it to useQuery explicitly instead of reading a provider, so TanStack
 * Query loads with the first page that reads server data, not with the shell's first script. The prerenderer
 * never runs queries (they start in the browser), so sharing it there holds no data.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
