import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/careers/postings: the open job postings, as the served /careers lists them. */
export type OpenPostings = ApiResponse<'/api/careers/postings', 'get'>;

export async function getPostings(): Promise<OpenPostings> {
  return dataOrThrow(await apiClient.GET('/api/careers/postings'));
}
