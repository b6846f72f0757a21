import { apiClient, dataOrThrow, queryClient, type ApiResponse } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { adminRecordQueryOptions } from './admin-keys';

/** GET /api/admin/tax-intakes/{id}: one intake with household, checklist and documents (audited). */
export type TaxIntake = ApiResponse<'/api/admin/tax-intakes/{id}', 'get'>;

export async function getTaxIntake(id: string): Promise<TaxIntake> {
  return dataOrThrow(await apiClient.GET('/api/admin/tax-intakes/{id}', { params: { path: { id } } }));
}

export const taxIntakeQueryOptions = (id: string) => adminRecordQueryOptions('tax-intakes', id, getTaxIntake);

export const useTaxIntake = (id: string) => useQuery(taxIntakeQueryOptions(id), queryClient);
