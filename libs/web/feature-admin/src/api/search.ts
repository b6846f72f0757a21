import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/search?q=: a few records of every kind whose name, email, phone or reference starts with q. */
export type AdminSearchResult = ApiResponse<'/api/admin/search', 'get'>;
export type AdminSearchHit = AdminSearchResult['items'][number];

/** The query key holds the text, so a newer text is a new query; TanStack aborts the stale one's request (its signal). */
export async function searchRecords(q: string, signal?: AbortSignal): Promise<AdminSearchResult> {
  return dataOrThrow(await apiClient.GET('/api/admin/search', { params: { query: { q } }, signal }));
}

export const SEARCH_MIN = 2;

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.search(q),
    queryFn: ({ signal }) => searchRecords(q, signal),
    enabled: q.length >= SEARCH_MIN,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export const useSearch = (q: string) => useQuery(searchQueryOptions(q), queryClient);
