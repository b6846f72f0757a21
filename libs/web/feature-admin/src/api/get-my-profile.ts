import { useAuth } from '@huron/web/data-access';
import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/profiles/me: the signed-in person's roles (staff?) and assurance level. */
export type MyProfile = ApiResponse<'/api/profiles/me', 'get'>;

export async function getMyProfile(): Promise<MyProfile> {
  return dataOrThrow(await apiClient.GET('/api/profiles/me'));
}

/** Keyed by user, so another account signing in on this tab never sees the previous one's roles. */
export const myProfileQueryOptions = (userId: string) => queryOptions({ queryKey: ['profiles', 'me', userId], queryFn: getMyProfile });

export function useMyProfile(userId: string) {
  return useQuery(myProfileQueryOptions(userId), queryClient);
}

/** The signed-in person's profile from the query cache: the staff gate fetched it before any staff page shows. */
export function useSignedInProfile(): MyProfile | undefined {
  const { session } = useAuth();
  return useQuery({ ...myProfileQueryOptions(session?.user.id ?? ''), enabled: session !== null }, queryClient).data;
}
