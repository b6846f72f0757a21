import { z } from 'zod/mini';

/** POST /api/payments/{id}/test-checkout (test mode only): proof that this browser started the checkout. */
export const testCheckoutPaySchema = z
  .object({
    token: z.string().check(z.maxLength(200)).register(z.globalRegistry, { description: 'The token in the fragment of the checkout URL (#token=...)' }),
  })
  .register(z.globalRegistry, { id: 'PaymentTestCheckoutPay', description: 'Proof that this browser started the checkout' });

export type TestCheckoutPay = z.infer<typeof testCheckoutPaySchema>;

/** POST /api/payments/{id}/test-checkout (test mode only): where the browser goes after the test payment. */
export const testCheckoutResultSchema = z
  .object({ redirectTo: z.string() })
  .register(z.globalRegistry, { id: 'PaymentTestCheckoutResult', description: 'Where the browser goes after the test payment' });
