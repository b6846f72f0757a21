import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/job-postings: every posting, open first, newest first. */
export type AdminJobPostingList = ApiResponse<'/api/admin/job-postings', 'get'>;
export type AdminJobPosting = AdminJobPostingList[number];

export async function listJobPostings(): Promise<AdminJobPostingList> {
  return dataOrThrow(await apiClient.GET('/api/admin/job-postings'));
}

export const jobPostingsQueryOptions = () => queryOptions({ queryKey: [...adminKeys.all, 'job-postings'], queryFn: listJobPostings });

export const useJobPostings = () => useQuery(jobPostingsQueryOptions(), queryClient);
