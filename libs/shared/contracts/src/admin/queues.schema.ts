import { z } from 'zod';

export const adminQueuesSchema = z
  .object({
    counts: z.record(z.string(), z.int().min(0)).describe('Per work queue of the sidebar (its key, e.g. tax-intakes: still new), how many records wait in it'),
  })
  .meta({ id: 'AdminQueues', description: "The back office sidebar's counts, all in one answer" });

export type AdminQueues = z.infer<typeof adminQueuesSchema>;
