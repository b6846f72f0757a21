import { apiClient, dataOrThrow, type ApiResponse } from '@huron/web/data-access/api';

/** GET /api/admin/tax-intakes/{id}: one intake with household, checklist and documents (audited). */
export type TaxIntake = ApiResponse<'/api/admin/tax-intakes/{id}', 'get'>;

export async function getTaxIntake(id: string): Promise<TaxIntake> {
  return dataOrThrow(await apiClient.GET('/api/admin/tax-intakes/{id}', { params: { path: { id } } }));
}
