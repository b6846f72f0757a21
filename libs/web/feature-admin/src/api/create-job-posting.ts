import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { jobPostingsQueryOptions } from './list-job-postings';

export type JobPostingCreate = ApiPaths['/api/admin/job-postings']['post']['requestBody']['content']['application/json'];

/** POST /api/admin/job-postings: publishes a posting (open unless `status` says closed). */
export async function createJobPosting(body: JobPostingCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/job-postings', { body }));
}

export const useCreateJobPosting = () =>
  useMutation({ mutationFn: createJobPosting, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobPostingsQueryOptions().queryKey }) }, queryClient);
