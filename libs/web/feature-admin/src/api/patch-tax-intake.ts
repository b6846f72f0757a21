import { apiClient, type ApiPaths, dataOrThrow, queryClient } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

/** PATCH /api/admin/tax-intakes/{id}: status and/or note with the version seen (409 version_conflict when stale). */
export type TaxIntakePatch = NonNullable<ApiPaths['/api/admin/tax-intakes/{id}']['patch']['requestBody']>['content']['application/json'];

export async function patchTaxIntake(id: string, body: TaxIntakePatch) {
  return dataOrThrow(await apiClient.PATCH('/api/admin/tax-intakes/{id}', { params: { path: { id } }, body }));
}

export const usePatchTaxIntake = () =>
  useMutation({ mutationFn: ({ id, body }: { id: string; body: TaxIntakePatch }) => patchTaxIntake(id, body) }, queryClient);
