import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /api/admin/people/{id}/timeline: everything one person did, newest first, in keyset pages (audited). */
export type PersonTimelinePage = ApiResponse<'/api/admin/people/{id}/timeline', 'get'>;
export type TimelineEntry = PersonTimelinePage['items'][number];

export async function getPersonTimeline(id: string, cursor?: string): Promise<PersonTimelinePage> {
  return dataOrThrow(await apiClient.GET('/api/admin/people/{id}/timeline', { params: { path: { id }, query: { limit: 50, ...(cursor && { cursor }) } } }));
}

export const personTimelineQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'people', 'timeline', id] as const,
    queryFn: ({ pageParam }) => getPersonTimeline(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const usePersonTimeline = (id: string) => useInfiniteQuery(personTimelineQueryOptions(id), queryClient);
