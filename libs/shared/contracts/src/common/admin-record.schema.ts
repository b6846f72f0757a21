import { z } from 'zod';
import { DEPRECATED_NOTE } from './deprecated-note';
import { assigneeFields, assigneeFilterSchema, assigneeIdSchema } from './assignee.schema';
import { calendarDateSchema } from './calendar-date.schema';
import { officeIdSchema } from './office.schema';
import { listSortSchema } from './list-order.schema';
import { pageQuerySchema } from './page.schema';

export const ADMIN_RECORD_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export const ADMIN_NOTE_MAX_LENGTH = 5000;

export const adminRecordStatusSchema = z.enum(ADMIN_RECORD_STATUSES).meta({ id: 'AdminRecordStatus', description: 'Where staff are with a lead record' });

export type AdminRecordStatus = z.infer<typeof adminRecordStatusSchema>;

/** What every lead record's row in a staff list ends with: where staff are with it, its assignee, version and arrival. */
export const leadSummaryFields = { status: adminRecordStatusSchema, ...assigneeFields, version: z.int(), createdAt: z.iso.datetime() };

/** What every lead record's detail ends with: the staff's internal note and when it last changed. */
export const leadDetailFields = { internalNote: z.string().nullable(), updatedAt: z.iso.datetime() };

/** Query of every staff list of lead records: a page, filtered. `from`/`to` are inclusive days of `createdAt`. */
export const adminListQuerySchema = pageQuerySchema.extend({
  status: adminRecordStatusSchema.optional(),
  office: officeIdSchema.optional(),
  from: z.optional(calendarDateSchema).describe('Created on or after this day (YYYY-MM-DD)'),
  to: z.optional(calendarDateSchema).describe('Created on or before this day (YYYY-MM-DD)'),
  q: z.string().trim().min(1).max(200).optional().describe('Part of the name or email'),
  assignee: assigneeFilterSchema,
  sort: z.optional(listSortSchema),
});

export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** A staff change of a lead record; `version` is the one the staff member saw (optimistic concurrency). */
export const adminRecordPatchSchema = z
  .object({
    status: adminRecordStatusSchema.optional(),
    note: z.string().max(ADMIN_NOTE_MAX_LENGTH).optional().meta(DEPRECATED_NOTE),
    assigneeId: assigneeIdSchema.optional(),
    version: z.int().min(1),
  })
  .refine((patch) => patch.status !== undefined || patch.note !== undefined || patch.assigneeId !== undefined, {
    message: 'give status, note or assigneeId',
    path: ['status'],
  })
  .meta({ id: 'AdminRecordPatch' });

export type AdminRecordPatch = z.infer<typeof adminRecordPatchSchema>;
