import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiResponse } from './api-client';
import { dataOrThrow } from './api-error';
import { queryClient } from './query-client';

/** GET /api/profiles/me: the signed-in person's profile, roles and assurance level (the dashboard and the back office's gate). */
export type MyProfile = ApiResponse<'/api/profiles/me', 'get'>;

export async function getMyProfile(): Promise<MyProfile> {
  return dataOrThrow(await apiClient.GET('/api/profiles/me'));
}

/** Keyed by user, so another account signing in on this tab never sees the previous one's profile. */
export const myProfileQueryOptions = (userId: string) => queryOptions({ queryKey: ['profiles', 'me', userId], queryFn: getMyProfile });

export function useMyProfile(userId: string) {
  return useQuery(myProfileQueryOptions(userId), queryClient);
}
