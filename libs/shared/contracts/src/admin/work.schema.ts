import { z } from 'zod';
import { ADMIN_RECORD_STATUSES } from '../common/admin-record.schema';
import { assigneeIdSchema } from '../common/assignee.schema';
import { APPOINTMENT_STATUSES } from '../booking/booking-choices';

/** The kinds of record a staff member can be assigned (their slugs in /admin and /api/admin). */
export const WORK_KINDS = ['contact-messages', 'tax-intakes', 'appointments', 'applications', 'group-registrations'] as const;
export const workKindSchema = z.enum(WORK_KINDS).meta({ id: 'WorkKind', description: 'A kind of record staff can be assigned' });
export type WorkKind = z.infer<typeof workKindSchema>;

/** The statuses each kind allows (a bulk status change outside them is a 400 naming `action.status`). */
export const WORK_KIND_STATUSES: Record<WorkKind, readonly string[]> = {
  'contact-messages': ADMIN_RECORD_STATUSES,
  'tax-intakes': ADMIN_RECORD_STATUSES,
  applications: ADMIN_RECORD_STATUSES,
  'group-registrations': ADMIN_RECORD_STATUSES,
  appointments: APPOINTMENT_STATUSES.filter((status) => status !== 'cancelled'),
};

/** At most this many records in one bulk action. */
export const BULK_MAX_IDS = 100;
/** My work shows this many records of each kind (the list, filtered by `assignee=me`, has the rest). */
export const MY_WORK_FIRST_ITEMS = 5;

export const myWorkItemSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    label: z.string().describe("The person's (or organization's) name"),
    status: z.string(),
    at: z.iso.datetime().describe('When it came in (appointments: when it starts)'),
  })
  .meta({ id: 'MyWorkItem' });

export const myWorkKindSchema = z
  .object({
    kind: workKindSchema,
    total: z.int(),
    byStatus: z.array(z.object({ status: z.string(), count: z.int() })).describe('Only statuses with records, in the kind’s order'),
    items: z.array(myWorkItemSchema).describe(`The first ${MY_WORK_FIRST_ITEMS} still open (not done, spam, cancelled, completed or no-show), oldest first`),
  })
  .meta({ id: 'MyWorkKind' });

export const myWorkSchema = z
  .object({ kinds: z.array(myWorkKindSchema).describe('Every kind, in the same order, also those with nothing') })
  .meta({ id: 'MyWork', description: 'What is assigned to the caller, by kind and status, with counts and the first open records' });

export const bulkActionSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('assign'), assigneeId: assigneeIdSchema }),
    z.object({ type: z.literal('status'), status: z.string().min(1).max(40).describe('One of the statuses the kind allows') }),
  ])
  .meta({ id: 'BulkAction' });

export const bulkRequestSchema = z
  .object({
    kind: workKindSchema,
    ids: z
      .array(z.uuid())
      .min(1)
      .max(BULK_MAX_IDS)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'must not repeat an id' }),
    action: bulkActionSchema,
  })
  .meta({
    id: 'BulkRequest',
    description:
      'One action on 1 to 100 records of one kind, all or nothing: in one transaction, each record changed and audited (one entry per record), or none (400 naming the field: an unknown id names `ids`, a status the kind does not allow names `action.status`, a non-staff assignee names `action.assigneeId`). Versions are not checked but each record’s version moves on, so an open edit elsewhere gets 409.',
  });

export const bulkResultSchema = z
  .object({ kind: workKindSchema, changed: z.int(), items: z.array(z.object({ id: z.uuid(), version: z.int() })) })
  .meta({ id: 'BulkResult', description: 'Every record changed, with its new version' });

export type MyWorkItem = z.infer<typeof myWorkItemSchema>;
export type MyWorkKind = z.infer<typeof myWorkKindSchema>;
export type MyWork = z.infer<typeof myWorkSchema>;
export type BulkAction = z.infer<typeof bulkActionSchema>;
export type BulkRequest = z.infer<typeof bulkRequestSchema>;
export type BulkResult = z.infer<typeof bulkResultSchema>;
