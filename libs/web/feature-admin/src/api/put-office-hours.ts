import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { officeHoursQueryOptions, type Office } from './get-office-hours';

/** PUT /api/admin/offices/{office}/hours: the week (and holiday settings) at the version seen (409 when stale). */
export type OfficeHoursUpdate = ApiPaths['/api/admin/offices/{office}/hours']['put']['requestBody']['content']['application/json'];

export async function putOfficeHours({ office, body }: { office: Office; body: OfficeHoursUpdate }) {
  return dataOrThrow(await apiClient.PUT('/api/admin/offices/{office}/hours', { params: { path: { office } }, body }));
}

export const usePutOfficeHours = () =>
  useMutation(
    {
      mutationFn: putOfficeHours,
      onSuccess: (data) => queryClient.setQueryData(officeHoursQueryOptions(data.office).queryKey, data),
    },
    queryClient,
  );
