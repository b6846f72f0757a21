import { z } from 'zod/mini';
import { personEmail, personName, personPhone } from './payment-fields';
import { siteLocaleSchema } from '../common/locale.schema';

/**
 * POST /api/payments/checkout: the spec's create-payment body. `amount` is integer cents (at least 1; the ceiling
 * is the server's PAYMENT_MAX_CENTS). The payment page sends course 'Tax Services'.
 */
export const paymentCreateSchema = z
  .object({
    amount: z.int().check(z.minimum(1)),
    description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    name: personName(),
    email: personEmail(),
    phone: personPhone(),
    course: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    /** The language of the page it was sent from: the mails about it are written in it. */
    locale: z.optional(siteLocaleSchema),
  })
  .register(z.globalRegistry, { id: 'PaymentCreate', description: 'A payment to start: amount in integer cents' });
export type PaymentCreate = z.output<typeof paymentCreateSchema>;

/** Where to send the person to pay: Stripe Checkout, or the built-in test checkout without Stripe keys. */
export const paymentCheckoutSchema = z
  .object({ id: z.uuid(), url: z.string() })
  .register(z.globalRegistry, { id: 'PaymentCheckout', description: 'The payment id and the checkout page to send the person to' });
export type PaymentCheckout = z.output<typeof paymentCheckoutSchema>;

export const paymentIdSchema = z.uuid().register(z.globalRegistry, { id: 'PaymentId', description: 'A payment id' });
