import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/tax-school/registrations: a page of course registrations (paid, course, cursor). */
export type TaxSchoolRegistrationPage = ApiResponse<'/api/admin/tax-school/registrations', 'get'>;

const query = listQuery<'/api/admin/tax-school/registrations'>({ ...PAGE_READINGS, paid: ['true', 'false'] });

export async function listTaxSchoolRegistrations(params: ListParams): Promise<TaxSchoolRegistrationPage> {
  return dataOrThrow(await apiClient.GET('/api/admin/tax-school/registrations', { params: { query: query(params) } }));
}

export const taxSchoolRegistrationsQueryOptions = (params: ListParams) => adminListQueryOptions('tax-school', params, listTaxSchoolRegistrations);

export const useTaxSchoolRegistrations = (params: ListParams) => useQuery(taxSchoolRegistrationsQueryOptions(params), queryClient);
