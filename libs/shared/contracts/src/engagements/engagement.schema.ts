import { z } from 'zod/mini';

// The client portal's engagements ("my returns") and document requests. zod/mini: the portal's lazily loaded pages
// import this entry ('@huron/shared/contracts/engagements'); the API reads the same schemas.

/** Kinds of engagement: one engagement per client email, tax year and kind. */
export const ENGAGEMENT_KINDS = ['individual', 'business', 'amended', 'other'] as const;

/** The client-facing status, in the order a return normally moves through it. */
export const ENGAGEMENT_STATUSES = [
  'documents_needed',
  'received',
  'in_preparation',
  'in_review',
  'awaiting_signature',
  'efiled',
  'accepted',
  'rejected',
  'complete',
] as const;

/** One tax authority's answer to the e-filed return (the IRS and Michigan separately). */
export const EFILE_RESULTS = ['not_filed', 'pending', 'accepted', 'rejected'] as const;
export const EFILE_AUTHORITIES = ['irs', 'michigan'] as const;

/** Document request items: a document to upload or a question to answer. */
export const DOCUMENT_REQUEST_TYPES = ['document', 'question'] as const;
/**
 * `open`: waiting for the client; `submitted`: the client uploaded or answered, waiting for staff; `accepted`: done;
 * `returned`: staff sent it back with a reason (waiting for the client again); `closed`: staff withdrew it.
 */
export const DOCUMENT_REQUEST_STATUSES = ['open', 'submitted', 'accepted', 'returned', 'closed'] as const;
/** Statuses in which a request waits for the client (the portal's "waiting for you"). */
export const DOCUMENT_REQUEST_WAITING: readonly DocumentRequestStatus[] = ['open', 'returned'];

export const ENGAGEMENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  answerMax: 5000,
  reasonMax: 1000,
  nextStepMax: 1000,
  noteMax: 5000,
  filesPerPost: 10,
  /** Reminders for a request still waiting for the client, in days after it was asked (or returned). */
  reminderDays: [3, 7, 14],
} as const;

export const engagementKindSchema = z.enum(ENGAGEMENT_KINDS).register(z.globalRegistry, { id: 'EngagementKind' });
export type EngagementKind = z.infer<typeof engagementKindSchema>;
export const engagementStatusSchema = z
  .enum(ENGAGEMENT_STATUSES)
  .register(z.globalRegistry, { id: 'EngagementStatus', description: 'Where the return stands, as the client sees it' });
export type EngagementStatus = z.infer<typeof engagementStatusSchema>;
export const efileResultSchema = z
  .enum(EFILE_RESULTS)
  .register(z.globalRegistry, { id: 'EfileResult', description: "One tax authority's answer to the e-filed return" });
export type EfileResult = z.infer<typeof efileResultSchema>;
export const efileAuthoritySchema = z.enum(EFILE_AUTHORITIES).register(z.globalRegistry, { id: 'EfileAuthority' });
export type EfileAuthority = z.infer<typeof efileAuthoritySchema>;
export const documentRequestTypeSchema = z.enum(DOCUMENT_REQUEST_TYPES).register(z.globalRegistry, { id: 'DocumentRequestType' });
export type DocumentRequestType = z.infer<typeof documentRequestTypeSchema>;
export const documentRequestStatusSchema = z.enum(DOCUMENT_REQUEST_STATUSES).register(z.globalRegistry, {
  id: 'DocumentRequestStatus',
  description: 'open / returned: waiting for the client; submitted: waiting for staff; accepted / closed: done',
});
export type DocumentRequestStatus = z.infer<typeof documentRequestStatusSchema>;

/** One authority's e-file result; `nextStep` is the preparer's client-facing "what happens next" (set when rejected). */
export const efileStateSchema = z
  .object({
    result: efileResultSchema,
    nextStep: z.nullable(z.string()),
    updatedAt: z.nullable(z.iso.datetime()),
  })
  .register(z.globalRegistry, { id: 'EfileState' });
export type EfileState = z.infer<typeof efileStateSchema>;

/** One dated step of the client-facing history: the status, or an authority's e-file result. */
export const engagementHistoryEntrySchema = z
  .object({
    field: z.enum(['status', 'irs', 'michigan']),
    value: z.string().check(z.describe('An EngagementStatus for `status`, an EfileResult for `irs` / `michigan`')),
    at: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'EngagementHistoryEntry' });
export type EngagementHistoryEntry = z.infer<typeof engagementHistoryEntrySchema>;

/** A return in the client's portal. Internal notes and internal statuses are never part of it. */
export const portalEngagementSchema = z
  .object({
    id: z.uuid(),
    taxYear: z.int(),
    kind: engagementKindSchema,
    status: engagementStatusSchema,
    statusChangedAt: z.iso.datetime(),
    irs: efileStateSchema,
    michigan: efileStateSchema,
    openRequestCount: z.int().check(z.describe('Requests waiting for the client (open or returned)')),
    preparerName: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'PortalEngagement' });
export type PortalEngagement = z.infer<typeof portalEngagementSchema>;

export const portalEngagementPageSchema = z
  .object({ items: z.array(portalEngagementSchema), nextCursor: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'PortalEngagementPage', description: 'Newest tax year first; pass nextCursor as cursor for the next page' });
export type PortalEngagementPage = z.infer<typeof portalEngagementPageSchema>;

export const portalEngagementDetailSchema = z
  .extend(portalEngagementSchema, { history: z.array(engagementHistoryEntrySchema).check(z.describe('Oldest first')) })
  .register(z.globalRegistry, { id: 'PortalEngagementDetail' });
export type PortalEngagementDetail = z.infer<typeof portalEngagementDetailSchema>;

/** A file given against a document request (display data only; the client cannot download it back). */
export const documentRequestFileSchema = z
  .object({ id: z.uuid(), name: z.string(), size: z.int(), type: z.string(), uploadedAt: z.iso.datetime() })
  .register(z.globalRegistry, { id: 'DocumentRequestFile' });
export type DocumentRequestFile = z.infer<typeof documentRequestFileSchema>;

/** A document request item as the client sees it. */
export const portalDocumentRequestSchema = z
  .object({
    id: z.uuid(),
    engagementId: z.uuid(),
    type: documentRequestTypeSchema,
    title: z.string(),
    description: z.nullable(z.string()),
    status: documentRequestStatusSchema,
    returnReason: z.nullable(z.string().check(z.describe('Why staff returned it (when status is returned)'))),
    answer: z.nullable(z.string()),
    files: z.array(documentRequestFileSchema),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'PortalDocumentRequest' });
export type PortalDocumentRequest = z.infer<typeof portalDocumentRequestSchema>;

export const portalDocumentRequestListSchema = z
  .object({ items: z.array(portalDocumentRequestSchema) })
  .register(z.globalRegistry, { id: 'PortalDocumentRequestList', description: 'Waiting for the client first, then the rest, oldest first' });
export type PortalDocumentRequestList = z.infer<typeof portalDocumentRequestListSchema>;

/** Files for a document item: upload ids from POST /api/uploads (1 to 10). */
export const portalRequestFilesSchema = z
  .object({
    uploadIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(ENGAGEMENT_LIMITS.filesPerPost), z.describe('Upload ids from POST /api/uploads')),
  })
  .register(z.globalRegistry, { id: 'PortalRequestFiles' });
export type PortalRequestFiles = z.output<typeof portalRequestFilesSchema>;

/** The answer to a question item. */
export const portalRequestAnswerSchema = z
  .object({ answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(ENGAGEMENT_LIMITS.answerMax)) })
  .register(z.globalRegistry, { id: 'PortalRequestAnswer' });
export type PortalRequestAnswer = z.output<typeof portalRequestAnswerSchema>;
