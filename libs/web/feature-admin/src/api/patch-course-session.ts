import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/course-sessions/{id}: changes with the version seen (409 version_conflict when stale). */
export type CourseSessionPatch = NonNullable<ApiPaths['/api/admin/course-sessions/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchCourseSession(id: string, body: CourseSessionPatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/course-sessions/{id}', { params: { path: { id } }, body }));
}

export const usePatchCourseSession = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: CourseSessionPatch }) => patchCourseSession(id, body) }, queryClient);
