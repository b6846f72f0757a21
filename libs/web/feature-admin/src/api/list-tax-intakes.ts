import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { LEAD_STATUSES, NAME_SORTS, OFFICES } from '../kinds/labels';
import { adminListQueryOptions, type ListParams } from './admin-keys';
import { listQuery, PAGE_READINGS } from './list-query';

/** GET /api/admin/tax-intakes: a page of tax intakes, newest or oldest first (the filters and order go as flat query parameters). */
export type TaxIntakePage = ApiResponse<'/api/admin/tax-intakes', 'get'>;

const query = listQuery<'/api/admin/tax-intakes'>({ ...PAGE_READINGS, status: LEAD_STATUSES, office: OFFICES, sort: NAME_SORTS });

export async function listTaxIntakes(params: ListParams): Promise<TaxIntakePage> {
  return dataOrThrow(await apiClient.GET('/api/admin/tax-intakes', { params: { query: query(params) } }));
}

export const taxIntakesQueryOptions = (params: ListParams) => adminListQueryOptions('tax-intakes', params, listTaxIntakes);

export const useTaxIntakes = (params: ListParams) => useQuery(taxIntakesQueryOptions(params), queryClient);
