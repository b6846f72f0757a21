import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** POST /api/admin/tax-intakes/{id}/engagement: an engagement for the intake's email, carrying its documents. */
export type TaxIntakeEngagementCreate = ApiPaths['/api/admin/tax-intakes/{id}/engagement']['post']['requestBody']['content']['application/json'];

export async function openIntakeEngagement(intakeId: string, body: TaxIntakeEngagementCreate) {
  return dataOrThrow(await apiClient.POST('/api/admin/tax-intakes/{id}/engagement', { params: { path: { id: intakeId } }, body }));
}

export const useOpenIntakeEngagement = (intakeId: string) =>
  useMutation(
    {
      mutationFn: (body: TaxIntakeEngagementCreate) => openIntakeEngagement(intakeId, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists('engagements') }),
    },
    queryClient,
  );
