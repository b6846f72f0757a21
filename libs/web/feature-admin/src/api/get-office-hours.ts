import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/offices/{office}/hours: the week and the next year's holidays, with the version. */
export type OfficeHours = ApiResponse<'/api/admin/offices/{office}/hours', 'get'>;
export type Office = OfficeHours['office'];

export async function getOfficeHours(office: Office): Promise<OfficeHours> {
  return dataOrThrow(await apiClient.GET('/api/admin/offices/{office}/hours', { params: { path: { office } } }));
}

export const officeHoursQueryOptions = (office: Office) =>
  queryOptions({ queryKey: [...adminKeys.all, 'office-hours', office], queryFn: () => getOfficeHours(office) });

export const useOfficeHours = (office: Office) => useQuery(officeHoursQueryOptions(office), queryClient);
