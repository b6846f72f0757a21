import { z } from 'zod';

/** What a public form answers: the record's id and the reference the client quotes. Name it per feature. */
export const submissionReceiptSchema = z.object({ id: z.uuid(), reference: z.string().meta({ example: 'HT-7K3Q-9M2D' }) });

export const submissionReceiptOf = (id: string) => submissionReceiptSchema.meta({ id });

export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;
