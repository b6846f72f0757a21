import type { Office } from '@huron/shared/content';
import { z } from 'zod';

export const openingHoursSchema = z
  .object({ days: z.array(z.string()), opens: z.string(), closes: z.string(), label: z.string() })
  .meta({ id: 'ContentOpeningHours' });

export const officeSchema = z
  .object({
    slug: z.enum(['dearborn', 'ypsilanti', 'ann-arbor']),
    name: z.string(),
    subtitle: z.string(),
    address: z.object({ street: z.string(), city: z.string(), region: z.literal('MI'), postalCode: z.string() }).optional(),
    phone: z.string(),
    email: z.string(),
    hours: z.array(openingHoursSchema),
    path: z.string(),
    linked: z.boolean().describe('false for Ann Arbor: its name is not a link on the contact page'),
    summary: z.string(),
  })
  .meta({ id: 'ContentOffice' }) satisfies z.ZodType<Office>;

export const officeListSchema = z.array(officeSchema).meta({ id: 'ContentOfficeList' });
