import { z } from 'zod';
import { DEPRECATED_NOTE } from '../common/deprecated-note';
import { assigneeFields, assigneeFilterSchema, assigneeIdSchema } from '../common/assignee.schema';
import { calendarDateSchema } from '../common/calendar-date.schema';
import { listOrderSchema, listSortSchema } from '../common/list-order.schema';
import { CONTACT_METHODS, CONTACT_TIMES, DEPENDENT_RELATIONSHIPS, FILING_STATUSES, INCOME_ITEMS, TAX_INTAKE_OFFICES } from '../tax-intake/tax-intake-choices';
import { leadLocaleSchema } from '../common/lead-locale.schema';

const status = z.enum(['new', 'in_progress', 'done', 'spam']);

export const taxIntakeListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(500).optional(),
    order: z.optional(listOrderSchema),
    status: status.optional(),
    office: z.enum(TAX_INTAKE_OFFICES).optional(),
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
    q: z.string().trim().max(200).optional(),
    assignee: assigneeFilterSchema,
    sort: z.optional(listSortSchema),
  })
  .meta({
    id: 'TaxIntakeListQuery',
    description: 'Filters of the staff list: status, office, created date range (inclusive), name or email search; newest or oldest first',
  });

export const taxIntakeSummarySchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    fullName: z.string(),
    email: z.string(),
    office: z.enum(TAX_INTAKE_OFFICES),
    filingStatus: z.enum(FILING_STATUSES),
    status,
    ...assigneeFields,
    version: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TaxIntakeSummary' });

export const taxIntakePageSchema = z
  .object({ items: z.array(taxIntakeSummarySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'TaxIntakePage', description: 'In the order asked for; pass nextCursor as cursor (with the same order) for the next page' });

export const taxIntakeDetailSchema = taxIntakeSummarySchema
  .extend({
    schemaVersion: z.number().int(),
    phone: z.string(),
    contactMethod: z.enum(CONTACT_METHODS),
    contactTime: z.enum(CONTACT_TIMES),
    spouse: z.object({ fullName: z.string(), birthYear: z.number().int() }).nullable(),
    dependents: z.array(
      z.object({ fullName: z.string(), relationship: z.enum(DEPENDENT_RELATIONSHIPS), birthYear: z.number().int(), monthsLivedWithYou: z.number().int() }),
    ),
    income: z.array(z.enum(INCOME_ITEMS)),
    notes: z.string().nullable(),
    consentedAt: z.iso.datetime(),
    internalNote: z.string().nullable(),
    updatedAt: z.iso.datetime(),
    documents: z.array(z.object({ id: z.uuid(), name: z.string(), size: z.number().int(), type: z.string() })),
    locale: leadLocaleSchema,
  })
  .meta({ id: 'TaxIntakeDetail' });

export const taxIntakePatchSchema = z
  .object({
    status: status.optional(),
    note: z.string().max(5000).nullable().optional().meta(DEPRECATED_NOTE),
    assigneeId: assigneeIdSchema.optional(),
    version: z.number().int().min(1),
  })
  .refine((p) => p.status !== undefined || p.note !== undefined || p.assigneeId !== undefined, {
    message: 'give a status, a note or an assignee',
    path: ['status'],
  })
  .meta({ id: 'TaxIntakePatch', description: 'Status, internal note and/or assignee; version must be the one last read (else 409 version_conflict)' });

export const taxIntakeIdSchema = z.uuid().meta({ id: 'TaxIntakeId' });

export type TaxIntakeListQuery = z.infer<typeof taxIntakeListQuerySchema>;
export type TaxIntakeSummary = z.infer<typeof taxIntakeSummarySchema>;
export type TaxIntakePage = z.infer<typeof taxIntakePageSchema>;
export type TaxIntakeDetail = z.infer<typeof taxIntakeDetailSchema>;
export type TaxIntakePatch = z.infer<typeof taxIntakePatchSchema>;
