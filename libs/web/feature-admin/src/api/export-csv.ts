import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import type { ListParams } from './admin-keys';

/** The staff lists the API exports: GET /api/admin/<list>/export.csv. */
export type ExportPath = Extract<keyof ApiPaths, `/api/admin/${string}/export.csv`>;

/**
 * GET /api/admin/<list>/export.csv with the list's current filters, as a file (the API streams it; the staff token
 * travels in the Authorization header, so a plain link cannot carry it). The filters are the list's own, already
 * read by its list query; the API checks them again.
 */
export async function exportCsv(path: ExportPath, filters: ListParams): Promise<Blob> {
  return dataOrThrow(await apiClient.GET(path, { params: { query: filters }, parseAs: 'blob' }));
}

/** Asked on a click (and audited): a mutation, never cached. */
export const useExportCsv = () =>
  useMutation({ mutationFn: ({ path, filters }: { path: ExportPath; filters: ListParams }) => exportCsv(path, filters) }, queryClient);
