import { z } from 'zod/mini';
import { personEmail, personName, personPhone } from './payment-fields';

/** Dollars as a person types them: digits with at most two decimals, at least 0.01. */
const dollars = () =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.regex(/^\d{1,7}(\.\d{1,2})?$/),
    z.refine((v) => Number(v) >= 0.01, { params: { reason: 'amount_too_small' } }),
  );

/** The /payment form: amount typed in dollars, sent as cents (see dollarsToCents). */
export const paymentFormSchema = z.object({
  name: personName(),
  email: personEmail(),
  phone: personPhone(),
  amount: dollars(),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type PaymentFormInput = z.output<typeof paymentFormSchema>;
