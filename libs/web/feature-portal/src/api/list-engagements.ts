import { apiClient, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import type { PortalEngagementPage } from '@huron/shared/contracts/engagements';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { portalKeys } from './portal-keys';

const PAGE_SIZE = 25;

/** GET /api/portal/engagements: the client's returns, newest tax year first, a page at a time. */
export async function listEngagements(cursor: string | null): Promise<PortalEngagementPage> {
  return dataOrThrow(await apiClient.GET('/api/portal/engagements', { params: { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } } }));
}

export const engagementPagesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: portalKeys.engagements(userId),
    queryFn: ({ pageParam }) => listEngagements(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PortalEngagementPage) => last.nextCursor,
  });

export const useEngagementPages = (userId: string) => useInfiniteQuery(engagementPagesQueryOptions(userId), queryClient);
