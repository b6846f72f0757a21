import { z } from 'zod';

const countsSchema = z.object({ today: z.int().min(0), week: z.int().min(0) });

export const overviewKindSchema = z
  .object({
    kind: z.string().describe('contact-messages, tax-intakes, group-registrations, applications, ...'),
    label: z.string(),
    listPath: z.string().describe('The staff list of this kind under /api/admin'),
    counts: countsSchema,
    byOffice: z.array(z.object({ office: z.string(), today: z.int().min(0), week: z.int().min(0) })).describe('Empty for kinds without an office'),
    waiting: z.int().min(0).describe("Still 'new'"),
  })
  .meta({ id: 'OverviewKind' });

export const adminOverviewSchema = z
  .object({
    generatedAt: z.iso.datetime(),
    timeZone: z.literal('America/Detroit'),
    leads: z.array(overviewKindSchema),
    appointmentsToday: z.int().min(0),
    paymentsToday: z.object({ count: z.int().min(0), amountCents: z.int().min(0) }),
    referralsAwaitingDecision: z.int().min(0),
  })
  .meta({ id: 'AdminOverview', description: "What came in today and this week (Monday first, the firm's time zone), per kind and office" });

export type OverviewKind = z.infer<typeof overviewKindSchema>;
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
