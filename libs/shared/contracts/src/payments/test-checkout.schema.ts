import { z } from 'zod/mini';

/** POST /api/payments/{id}/test-checkout (test mode only): where the browser goes after the test payment. */
export const testCheckoutResultSchema = z
  .object({ redirectTo: z.string() })
  .register(z.globalRegistry, { id: 'PaymentTestCheckoutResult', description: 'Where the browser goes after the test payment' });
