import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { jobPostingsQueryOptions } from './list-job-postings';

/** PATCH /api/admin/job-postings/{id}: any field, or `status` to open or close, with the version seen (409 when stale). */
export type JobPostingPatch = ApiPaths['/api/admin/job-postings/{id}']['patch']['requestBody']['content']['application/json'];

export async function patchJobPosting({ id, body }: { id: string; body: JobPostingPatch }) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/job-postings/{id}', { params: { path: { id } }, body }));
}

export const usePatchJobPosting = () =>
  useMutation({ mutationFn: patchJobPosting, onSettled: () => queryClient.invalidateQueries({ queryKey: jobPostingsQueryOptions().queryKey }) }, queryClient);
