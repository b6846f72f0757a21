import { z } from 'zod/mini';

/**
 * What a public form answers: the record's id and the reference the client quotes, named per feature
 * (`submissionReceiptOf('XyzReceipt', 'registration', 'HG-7K3Q-9M2D')`). zod/mini, like the form schemas beside it.
 */
export const submissionReceiptOf = (id: string, what: string, example: string) =>
  z
    .object({ id: z.uuid(), reference: z.string() })
    .register(z.globalRegistry, { id, description: `The stored ${what} and the reference to quote (e.g. ${example})` });

export type SubmissionReceipt = z.infer<ReturnType<typeof submissionReceiptOf>>;
