import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';
import type { ListParams } from './admin-keys';

/** GET /api/admin/tax-intakes: a page of tax intakes, newest or oldest first (the filters and order go as flat query parameters). */
export type TaxIntakePage = ApiResponse<'/api/admin/tax-intakes', 'get'>;

export async function listTaxIntakes(params: ListParams): Promise<TaxIntakePage> {
  return dataOrThrow(await apiClient.GET('/api/admin/tax-intakes', { params: { query: params as never } }));
}
