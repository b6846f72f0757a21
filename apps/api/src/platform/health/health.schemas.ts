import { z } from 'zod';

// API-only shapes (the web never reads them), so they live here rather than in libs/shared/contracts.

export const healthReportSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.object({ database: z.enum(['up', 'down']) }),
    uptimeSeconds: z.number().int(),
  })
  .meta({ id: 'HealthReport' });

export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });
