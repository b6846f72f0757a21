import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

export type CourseSessionCreate = ApiPaths['/api/admin/course-sessions']['post']['requestBody']['content']['application/json'];

/** POST /api/admin/course-sessions: a new session (opening it emails the waitlist). */
export async function addCourseSession(body: CourseSessionCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/course-sessions', { body }));
}

export const useAddCourseSession = () => useMutation({ mutationFn: addCourseSession }, queryClient);
