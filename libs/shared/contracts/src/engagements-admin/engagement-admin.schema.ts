import { z } from 'zod';
import { normalizeEmail } from '../common/email-address';
import { OFFICES, officeIdSchema } from '../common/office.schema';
import { pageOf, pageQuerySchema } from '../common/page.schema';
import {
  documentRequestFileSchema,
  documentRequestStatusSchema,
  documentRequestTypeSchema,
  efileResultSchema,
  efileStateSchema,
  engagementKindSchema,
  engagementStatusSchema,
  ENGAGEMENT_LIMITS,
} from '../engagements/engagement.schema';

/** Staff-only stages beside the client-facing status; never shown to the client. */
export const ENGAGEMENT_INTERNAL_STATUSES = ['active', 'on_hold', 'waiting_on_third_party', 'partner_review'] as const;
export const engagementInternalStatusSchema = z
  .enum(ENGAGEMENT_INTERNAL_STATUSES)
  .meta({ id: 'EngagementInternalStatus', description: 'Where staff are with it internally; never shown to the client' });
export type EngagementInternalStatus = z.infer<typeof engagementInternalStatusSchema>;

/** The first tax year the firm takes and the latest it can (next year's, for estimates). */
export const ENGAGEMENT_TAX_YEAR_MIN = 2000;
const taxYear = z
  .int()
  .min(ENGAGEMENT_TAX_YEAR_MIN)
  .refine((year) => year <= new Date().getUTCFullYear() + 1, { message: 'must not be later than next year' });

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => normalizeEmail(value));

export const engagementSummarySchema = z
  .object({
    id: z.uuid(),
    clientEmail: z.string(),
    clientUserId: z.uuid().nullable().describe('The account it belongs to, once someone proved the email (or signed up with it)'),
    clientName: z.string().nullable(),
    taxYear: z.int(),
    kind: engagementKindSchema,
    status: engagementStatusSchema,
    internalStatus: engagementInternalStatusSchema,
    assigneeUserId: z.uuid().nullable(),
    assigneeName: z.string().nullable(),
    office: z.enum(OFFICES).nullable().describe('The office, or null'),
    openRequestCount: z.int().describe('Requests waiting for the client (open or returned)'),
    submittedRequestCount: z.int().describe('Requests the client answered, waiting for staff'),
    version: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'EngagementSummary', description: 'An engagement in the staff list' });
export type EngagementSummary = z.infer<typeof engagementSummarySchema>;

export const engagementPageSchema = pageOf(engagementSummarySchema, 'EngagementPage');
export type EngagementPage = z.infer<typeof engagementPageSchema>;

export const engagementListQuerySchema = pageQuerySchema
  .extend({
    status: z.optional(engagementStatusSchema),
    internalStatus: engagementInternalStatusSchema.optional(),
    kind: z.optional(engagementKindSchema),
    taxYear: z.coerce.number().int().min(ENGAGEMENT_TAX_YEAR_MIN).max(9999).optional(),
    assignee: z
      .union([z.uuid(), z.literal('none')])
      .optional()
      .describe("A staff member's user id, or `none` for unassigned"),
    office: officeIdSchema.optional(),
    q: z.string().trim().min(1).max(200).optional().describe('Part of the client email'),
  })
  .meta({ id: 'EngagementListQuery', description: 'Filters of the staff engagement list; newest or oldest first' });
export type EngagementListQuery = z.infer<typeof engagementListQuerySchema>;

export const engagementNoteSchema = z
  .object({ id: z.uuid(), body: z.string(), authorUserId: z.uuid().nullable(), authorName: z.string().nullable(), createdAt: z.iso.datetime() })
  .meta({ id: 'EngagementNote', description: 'An internal note (staff only; append-only)' });
export type EngagementNote = z.infer<typeof engagementNoteSchema>;

export const engagementStaffHistoryEntrySchema = z
  .object({
    field: z.enum(['status', 'irs', 'michigan', 'internal_status']),
    value: z.string(),
    at: z.iso.datetime(),
    actorUserId: z.uuid().nullable(),
  })
  .meta({ id: 'EngagementStaffHistoryEntry' });
export type EngagementStaffHistoryEntry = z.infer<typeof engagementStaffHistoryEntrySchema>;

export const adminDocumentRequestSchema = z
  .object({
    id: z.uuid(),
    engagementId: z.uuid(),
    type: documentRequestTypeSchema,
    title: z.string(),
    description: z.string().nullable(),
    status: documentRequestStatusSchema,
    returnReason: z.string().nullable(),
    answer: z.string().nullable(),
    files: z.array(documentRequestFileSchema).describe('Open one with GET /api/admin/uploads/{id}/link'),
    remindersSent: z.int(),
    nextReminderAt: z.iso.datetime().nullable(),
    version: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminDocumentRequest', description: 'A document request item with what the client gave' });
export type AdminDocumentRequest = z.infer<typeof adminDocumentRequestSchema>;

export const engagementDetailSchema = engagementSummarySchema
  .extend({
    irs: efileStateSchema,
    michigan: efileStateSchema,
    history: z.array(engagementStaffHistoryEntrySchema).describe('Oldest first'),
    notes: z.array(engagementNoteSchema).describe('Oldest first'),
    requests: z.array(adminDocumentRequestSchema),
    documents: z
      .array(z.object({ id: z.uuid(), name: z.string(), size: z.int(), type: z.string() }))
      .describe('Documents carried over from the tax intake; open one with GET /api/admin/uploads/{id}/link'),
    taxIntakeId: z.uuid().nullable(),
    invitationSentAt: z.iso.datetime().nullable(),
    retainUntil: z.iso.datetime().nullable().describe('Records are kept until then (three years after the tax year is complete)'),
  })
  .meta({ id: 'EngagementDetail', description: 'One engagement with its history, internal notes and document requests (staff; audit-logged)' });
export type EngagementDetail = z.infer<typeof engagementDetailSchema>;

export const engagementIdSchema = z.uuid().meta({ id: 'EngagementId' });
export const documentRequestIdSchema = z.uuid().meta({ id: 'DocumentRequestId' });

export const engagementCreateSchema = z
  .object({
    clientEmail: email,
    taxYear,
    kind: engagementKindSchema,
    assigneeUserId: z.uuid().nullable().optional(),
    office: z.enum(OFFICES).nullable().optional(),
    invite: z.boolean().default(true).describe('Mail a sign-in invitation when no account has this email yet'),
  })
  .meta({ id: 'EngagementCreate', description: 'A new engagement; one per client email, tax year and kind (else 409 engagement_exists)' });
export type EngagementCreate = z.output<typeof engagementCreateSchema>;

const efilePatch = z.object({
  result: efileResultSchema,
  nextStep: z.string().trim().max(ENGAGEMENT_LIMITS.nextStepMax).nullable().optional().describe('Client-facing "what happens next" (rejected)'),
});

export const engagementPatchSchema = z
  .object({
    status: z.optional(engagementStatusSchema),
    internalStatus: engagementInternalStatusSchema.optional(),
    assigneeUserId: z.uuid().nullable().optional(),
    office: z.enum(OFFICES).nullable().optional(),
    irs: efilePatch.optional(),
    michigan: efilePatch.optional(),
    version: z.int().min(1),
  })
  .refine((p) => Object.keys(p).some((key) => key !== 'version'), { message: 'give at least one change', path: ['status'] })
  .meta({ id: 'EngagementPatch', description: 'Status, e-file results, internal status, assignee or office; version must be the one last read (else 409)' });
export type EngagementPatch = z.output<typeof engagementPatchSchema>;

export const engagementNoteCreateSchema = z
  .object({ body: z.string().trim().min(1).max(ENGAGEMENT_LIMITS.noteMax) })
  .meta({ id: 'EngagementNoteCreate', description: 'An internal note (never shown to the client)' });
export type EngagementNoteCreate = z.output<typeof engagementNoteCreateSchema>;

export const documentRequestCreateSchema = z
  .object({
    type: documentRequestTypeSchema,
    title: z.string().trim().min(1).max(ENGAGEMENT_LIMITS.titleMax).describe('e.g. "2025 W-2 from Ford"'),
    description: z.string().trim().max(ENGAGEMENT_LIMITS.descriptionMax).nullable().optional(),
  })
  .meta({ id: 'DocumentRequestCreate', description: 'Ask the client for a document or a question; the client is mailed (no details in the mail)' });
export type DocumentRequestCreate = z.output<typeof documentRequestCreateSchema>;

export const documentRequestPatchSchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('accept'), version: z.int().min(1) }),
    z.object({ action: z.literal('return'), reason: z.string().trim().min(1).max(ENGAGEMENT_LIMITS.reasonMax), version: z.int().min(1) }),
    z.object({ action: z.literal('close'), version: z.int().min(1) }),
  ])
  .meta({
    id: 'DocumentRequestPatch',
    description:
      'accept (a submitted item), return with a reason (a submitted item; the client is asked again) or close (withdraw); version must be the one last read',
  });
export type DocumentRequestPatch = z.output<typeof documentRequestPatchSchema>;

export const taxIntakeEngagementCreateSchema = z
  .object({
    taxYear: taxYear.optional().describe('Defaults to last year'),
    kind: z.optional(engagementKindSchema).describe('Defaults to individual'),
    assigneeUserId: z.uuid().nullable().optional(),
    invite: z.boolean().default(true),
  })
  .meta({ id: 'TaxIntakeEngagementCreate', description: "Open an engagement for a tax intake's email, carrying its documents" });
export type TaxIntakeEngagementCreate = z.output<typeof taxIntakeEngagementCreateSchema>;
