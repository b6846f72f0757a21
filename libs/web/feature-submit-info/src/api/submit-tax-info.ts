import type { TaxIntakeInput } from '@huron/shared/contracts/tax-intake';
import { currentLocale, m } from '@huron/shared/i18n';
import { apiClient, dataOrThrow, queryClient, type ApiPaths } from '@huron/web/data-access/api';
import { useMutation } from '@tanstack/react-query';

export interface TaxInfoReceipt {
  id: string;
  reference: string;
}

type TaxInfoBody = NonNullable<ApiPaths['/api/intake/tax-info']['post']['requestBody']>['content']['application/json'];

/** The wizard keeps years and months as the person typed them; the document types them as numbers (the API reads either). */
function bodyOf(values: TaxIntakeInput): TaxInfoBody {
  const { spouse, dependents } = values;
  return {
    ...values,
    // The page's language: the confirmation mail is written in it.
    locale: currentLocale(),
    spouse: spouse && { ...spouse, birthYear: Number(spouse.birthYear) },
    dependents: dependents.map((dependent) => ({
      ...dependent,
      birthYear: Number(dependent.birthYear),
      monthsLivedWithYou: Number(dependent.monthsLivedWithYou),
    })),
  };
}

/**
 * POST /api/intake/tax-info. A dropped connection or a server error becomes one plain sentence (the person keeps
 * everything typed); the service's own message is shown for anything it refused.
 */
export async function submitTaxInfo(values: TaxIntakeInput, submissionKey: string): Promise<TaxInfoReceipt> {
  let result;
  try {
    result = await apiClient.POST('/api/intake/tax-info', { body: bodyOf(values), headers: { 'Idempotency-Key': submissionKey } });
  } catch {
    throw new Error(m.taxinfo_submit_failed());
  }
  if (result.response.status >= 500) throw new Error(m.taxinfo_submit_failed());
  return dataOrThrow(result) as TaxInfoReceipt;
}

export interface TaxInfoSubmission {
  values: TaxIntakeInput;
  submissionKey: string;
}

export const useSubmitTaxInfo = () =>
  useMutation({ mutationFn: ({ values, submissionKey }: TaxInfoSubmission) => submitTaxInfo(values, submissionKey) }, queryClient);
