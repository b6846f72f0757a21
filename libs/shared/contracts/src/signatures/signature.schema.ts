import { z } from 'zod';
import { PHOTO_ID_TYPES_LIST } from './signature-portal.schema';

// Electronic signatures (issue 47): engagement letters and IRS Form 8879 (Michigan MI-8453), signed by each signer
// in the portal or in the office after a photo-ID check, sealed with the firm's PAdES signature.

export const SIGNATURE_KINDS = ['engagement-letter', 'form-8879', 'form-mi-8453'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];
export const SIGNATURE_STATUSES = ['pending', 'completed', 'void'] as const;
export const SIGNER_ROLES = ['taxpayer', 'spouse'] as const;
export const PHOTO_ID_TYPES = PHOTO_ID_TYPES_LIST;
/** IRS tolerances after an 8879 is signed: beyond these the form is voided and signed again (Pub. 1345). */
export const IRS_TOLERANCE_CENTS = { incomeOrAgi: 5_000, taxWithholdingRefundOrOwed: 1_400 } as const;

export const signerInputSchema = z
  .object({
    role: z.enum(SIGNER_ROLES),
    name: z.string().trim().min(1).max(120).describe('Full name as it appears on the return'),
    email: z
      .email()
      .max(254)
      .transform((v) => v.trim().toLowerCase())
      .optional()
      .describe("Spouse only: the spouse's own portal address; the taxpayer is the engagement's client"),
  })
  .meta({ id: 'SignatureSignerInput', description: 'Who signs: the taxpayer, and for married filing jointly the spouse (own account, signs separately)' });

export const signatureRequestCreateSchema = z
  .object({
    kind: z.enum(SIGNATURE_KINDS),
    uploadId: z.uuid().optional().describe('form-8879 / form-mi-8453: the prepared PDF, uploaded first with POST /api/uploads'),
    scope: z.string().trim().min(1).max(2000).optional().describe('engagement-letter: the services the letter covers'),
    feeCents: z.int().min(0).max(99_999_999).optional().describe('engagement-letter: the agreed fee in cents'),
    signers: z
      .array(signerInputSchema)
      .min(1)
      .max(2)
      .refine((s) => s.some((x) => x.role === 'taxpayer'), 'must include the taxpayer')
      .refine((s) => new Set(s.map((x) => x.role)).size === s.length, 'each role once')
      .refine((s) => s.every((x) => x.role !== 'spouse' || x.email), { message: 'the spouse needs an email', path: [1, 'email'] }),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'engagement-letter') {
      if (!body.scope) ctx.addIssue({ code: 'custom', path: ['scope'], message: 'is required for an engagement letter' });
      if (body.feeCents === undefined) ctx.addIssue({ code: 'custom', path: ['feeCents'], message: 'is required for an engagement letter' });
      if (body.uploadId) ctx.addIssue({ code: 'custom', path: ['uploadId'], message: 'an engagement letter is rendered by the firm: send no file' });
    } else if (!body.uploadId) ctx.addIssue({ code: 'custom', path: ['uploadId'], message: 'the prepared form is required' });
  })
  .meta({ id: 'SignatureRequestCreate', description: 'Ask for signatures on an engagement letter (rendered) or an uploaded Form 8879 / MI-8453' });
export type SignatureRequestCreate = z.infer<typeof signatureRequestCreateSchema>;

export const signatureSignerSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(SIGNER_ROLES),
    name: z.string(),
    signedAt: z.iso.datetime().nullable(),
    consentedAt: z.iso.datetime().nullable(),
    method: z.enum(['portal', 'in-office']).nullable().describe('How the signer signed: signed in to the portal, or in the office after a photo-ID check'),
    you: z.boolean().describe('In the portal: this signer is you (you sign as this signer); false on staff routes'),
  })
  .meta({ id: 'SignatureSigner' });

export const signatureRequestSchema = z
  .object({
    id: z.uuid(),
    engagementId: z.uuid(),
    kind: z.enum(SIGNATURE_KINDS),
    status: z.enum(SIGNATURE_STATUSES),
    taxYear: z.int(),
    signers: z.array(signatureSignerSchema),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    voidedAt: z.iso.datetime().nullable(),
    voidReason: z.string().nullable(),
    retainUntil: z.iso.date().nullable().describe('Signed forms cannot be deleted before this date'),
  })
  .meta({ id: 'SignatureRequest', description: 'A document to sign and its signers' });
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;

export const signatureRequestListSchema = z
  .object({ items: z.array(signatureRequestSchema) })
  .meta({ id: 'SignatureRequestList', description: 'Your documents to sign and signed, newest first' });
export type SignatureRequestList = z.infer<typeof signatureRequestListSchema>;

/** The staff view of a request: with its documents, to open with GET /api/admin/uploads/{id}/link. */
export const adminSignatureRequestSchema = signatureRequestSchema
  .extend({
    documentUploadId: z.uuid().describe('The document as sent to sign; open it with GET /api/admin/uploads/{id}/link'),
    signedUploadId: z
      .uuid()
      .nullable()
      .describe('The sealed, signed PDF once every signer has signed (null before); open it with GET /api/admin/uploads/{id}/link'),
  })
  .meta({ id: 'AdminSignatureRequest', description: 'A signature request as staff see it: its signers, times, void reason and documents' });
export type AdminSignatureRequest = z.infer<typeof adminSignatureRequestSchema>;

/** At most this many requests in an engagement's list (a season has a handful: letters, 8879s, voided ones). */
export const ADMIN_SIGNATURE_LIST_LIMIT = 100;

export const adminSignatureRequestListSchema = z
  .object({
    items: z.array(adminSignatureRequestSchema).max(ADMIN_SIGNATURE_LIST_LIMIT),
    truncated: z.boolean().describe(`More than ${ADMIN_SIGNATURE_LIST_LIMIT} requests: only the newest are listed`),
  })
  .meta({ id: 'AdminSignatureRequestList', description: "An engagement's signature requests, newest first (at most 100)" });
export type AdminSignatureRequestList = z.infer<typeof adminSignatureRequestListSchema>;

export const signatureVoidSchema = z
  .object({
    reason: z.string().trim().min(1).max(500),
    changedFigures: z
      .object({
        incomeOrAgiCents: z.int().min(0).max(9_999_999_999).optional(),
        taxWithholdingRefundOrOwedCents: z.int().min(0).max(9_999_999_999).optional(),
      })
      .optional()
      .describe('By how much the figures changed since signing (cents); recorded with the void'),
  })
  .meta({ id: 'SignatureVoid', description: 'Void a request (kept, marked void); e.g. figures changed beyond IRS tolerances' });
export type SignatureVoid = z.infer<typeof signatureVoidSchema>;

export const inOfficeSessionCreateSchema = z
  .object({
    signerId: z.uuid(),
    idType: z.enum(PHOTO_ID_TYPES),
    idLastFour: z.string().regex(/^[A-Za-z0-9]{4}$/, 'must be the last four characters of the ID number'),
    idExpiresOn: z.iso.date().describe('The ID expiry date (an expired ID is refused)'),
  })
  .meta({ id: 'InOfficeSessionCreate', description: 'Staff checked this photo ID in person; start a one-use signing session on an office device' });
export type InOfficeSessionCreate = z.infer<typeof inOfficeSessionCreateSchema>;

export const inOfficeSessionSchema = z
  .object({
    token: z.string().describe('Send as the X-Signing-Session header from the kiosk screen; usable once, for 30 minutes'),
    expiresAt: z.iso.datetime(),
    signerId: z.uuid(),
    requestId: z.uuid(),
  })
  .meta({ id: 'InOfficeSession' });
export type InOfficeSession = z.infer<typeof inOfficeSessionSchema>;

export const signatureVerificationSchema = z
  .object({
    valid: z.boolean(),
    chainValid: z.boolean().describe('Every audit row still carries the hash of the one before'),
    documentValid: z.boolean().nullable().describe('The stored signed PDF still has the hash recorded at signing (null: not signed yet)'),
    events: z.int(),
    brokenAt: z.int().nullable().describe('The sequence number of the first row that no longer holds'),
  })
  .meta({ id: 'SignatureVerification' });
export type SignatureVerification = z.infer<typeof signatureVerificationSchema>;

export const signatureRequestIdSchema = z.uuid().meta({ id: 'SignatureRequestId', description: 'Signature request id' });

export const signatureDocumentSchema = z.string().meta({
  id: 'SignatureDocument',
  format: 'binary',
  description: 'A PDF: the document to sign, or the signed copy with its audit-trail page and PAdES signature',
});
