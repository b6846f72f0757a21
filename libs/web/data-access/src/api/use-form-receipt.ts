import { useMemo, useState } from 'react';
import { keyPerBody } from './idempotency-key';
import { formFailure, type FailingForm } from './send-form';

/** The mutation that sends a public form with its idempotency key (a TanStack `useMutation` of the feature's api/). */
interface SendMutation<Body, Receipt> {
  mutateAsync(variables: { body: Body; idempotencyKey: string }): Promise<Receipt>;
}

/**
 * A public form's sending, one way for every form that answers with a receipt: one idempotency key per distinct
 * message (`keyed`, the body unless told otherwise), the receipt once stored, and a failure shown in `form` with the
 * form's own words for a network or server failure.
 */
export function useFormReceipt<Body, Receipt>(mutation: SendMutation<Body, Receipt>, form: FailingForm, words: { network: string; server: string }) {
  const keyFor = useMemo(keyPerBody, []);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  async function send(body: Body, keyed: unknown = body) {
    try {
      setReceipt(await mutation.mutateAsync({ body, idempotencyKey: keyFor(keyed) }));
    } catch (error) {
      throw formFailure(error, form, words);
    }
  }
  return { receipt, send };
}
