import { z } from 'zod/mini';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'] as const;
export const paymentStatusEnum = z.enum(PAYMENT_STATUSES).register(z.globalRegistry, { id: 'PaymentStatus', description: 'Where a payment stands' });
export type PaymentStatus = z.output<typeof paymentStatusEnum>;

/** GET /api/payments/{id}: what the return pages show. No name, email or phone: anyone with the id may read it. */
export const paymentPublicSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    status: paymentStatusEnum,
    amount: z.int(),
    description: z.string(),
    paidAt: z.nullable(z.iso.datetime()),
  })
  .register(z.globalRegistry, { id: 'PaymentPublic', description: 'A payment as its return pages show it: reference, status, amount (cents) and description' });
export type PaymentPublic = z.output<typeof paymentPublicSchema>;
