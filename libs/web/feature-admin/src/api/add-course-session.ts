import { apiClient, dataOrThrow, type ApiPaths } from '@huron/web/data-access/api';

export type CourseSessionCreate = ApiPaths['/api/admin/course-sessions']['post']['requestBody']['content']['application/json'];

/** POST /api/admin/course-sessions: a new session (opening it emails the waitlist). */
export async function addCourseSession(body: CourseSessionCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/course-sessions', { body }));
}
