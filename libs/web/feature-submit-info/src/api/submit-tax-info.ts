import type { TaxIntakeInput } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { apiClient, dataOrThrow } from '@huron/web/data-access/api';

export interface TaxInfoReceipt {
  id: string;
  reference: string;
}

/**
 * POST /api/intake/tax-info. A dropped connection or a server error becomes one plain sentence (the person keeps
 * everything typed); the service's own message is shown for anything it refused.
 */
export async function submitTaxInfo(values: TaxIntakeInput, submissionKey: string): Promise<TaxInfoReceipt> {
  let result;
  try {
    result = await apiClient.POST('/api/intake/tax-info', { body: values as never, headers: { 'Idempotency-Key': submissionKey } });
  } catch {
    throw new Error(m.taxinfo_submit_failed());
  }
  if (result.response.status >= 500) throw new Error(m.taxinfo_submit_failed());
  return dataOrThrow(result) as TaxInfoReceipt;
}
