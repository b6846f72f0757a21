import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/course-sessions: every Tax School session with its seats taken, the latest first. */
export type CourseSessionList = ApiResponse<'/api/admin/course-sessions', 'get'>;
export type AdminCourseSession = CourseSessionList['items'][number];

export async function listCourseSessions(): Promise<CourseSessionList> {
  return dataOrThrow(await apiClient.GET('/api/admin/course-sessions'));
}

export const courseSessionsQueryOptions = () => queryOptions({ queryKey: [...adminKeys.all, 'course-sessions'], queryFn: listCourseSessions });

export const useCourseSessions = () => useQuery(courseSessionsQueryOptions(), queryClient);
