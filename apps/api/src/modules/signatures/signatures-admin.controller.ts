import {
  adminSignatureRequestListSchema,
  engagementIdSchema,
  inOfficeSessionCreateSchema,
  inOfficeSessionSchema,
  signatureRequestCreateSchema,
  signatureRequestIdSchema,
  signatureRequestSchema,
  signatureVerificationSchema,
  signatureVoidSchema,
  type AdminSignatureRequestList,
  type InOfficeSession,
  type InOfficeSessionCreate,
  type SignatureRequest,
  type SignatureRequestCreate,
  type SignatureVerification,
  type SignatureVoid,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody } from '../../platform/http/zod-validation';
import { CurrentStaff, StaffController } from '../auth';
import { SignatureRoute } from './signature-route.decorator';
import { SignaturesAdminService } from './signatures-admin.service';

/** Staff: list an engagement's requests, ask for signatures, verify, start in-office signing, void (all audited). */
@StaffController('admin', 'admin: signatures')
export class SignaturesAdminController {
  constructor(private readonly admin: SignaturesAdminService) {}

  @SignatureRoute('GET', 'signature-requests/:id/verify', {
    summary: "Check the request's audit hash chain and the stored documents' hashes (staff; audited)",
    param: signatureRequestIdSchema,
    ok: signatureVerificationSchema,
    errors: [400, 404],
  })
  verify(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<SignatureVerification> {
    return this.admin.verify(actor, id);
  }

  @SignatureRoute('GET', 'engagements/:id/signature-requests', {
    summary:
      "An engagement's signature requests, newest first (at most 100): kind, status, signers and their state, times, void reason and documents (staff; audited)",
    param: engagementIdSchema,
    ok: adminSignatureRequestListSchema,
    errors: [400, 404],
  })
  list(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<AdminSignatureRequestList> {
    return this.admin.list(actor, id);
  }

  @SignatureRoute('POST', 'engagements/:id/signature-requests', {
    summary:
      'Ask for signatures: an engagement letter (rendered from the template) or a prepared Form 8879 / MI-8453 (an upload); the spouse is invited (staff; audited)',
    param: engagementIdSchema,
    body: signatureRequestCreateSchema,
    ok: signatureRequestSchema,
    created: true,
    idempotent: true,
    errors: [400, 404, 422],
  })
  create(
    @UuidParam() id: string,
    @ZodBody(signatureRequestCreateSchema) body: SignatureRequestCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<SignatureRequest> {
    return this.admin.create(actor, id, body);
  }

  @SignatureRoute('POST', 'signature-requests/:id/in-office-session', {
    summary: 'Record the photo-ID check and start a one-use, 30-minute signing session for an office device (staff; audited)',
    param: signatureRequestIdSchema,
    body: inOfficeSessionCreateSchema,
    ok: inOfficeSessionSchema,
    created: true,
    errors: [400, 404, 409],
  })
  inOffice(
    @UuidParam() id: string,
    @ZodBody(inOfficeSessionCreateSchema) body: InOfficeSessionCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<InOfficeSession> {
    return this.admin.startInOffice(actor, id, body);
  }

  @SignatureRoute('POST', 'signature-requests/:id/void', {
    summary:
      'Void a request with a reason (kept, marked void); for a signed 8879 whose figures changed beyond the IRS tolerances, then request again (staff; audited)',
    param: signatureRequestIdSchema,
    body: signatureVoidSchema,
    ok: signatureRequestSchema,
    errors: [400, 404, 409],
  })
  void(@UuidParam() id: string, @ZodBody(signatureVoidSchema) body: SignatureVoid, @CurrentStaff() actor: StaffActor): Promise<SignatureRequest> {
    return this.admin.void(actor, id, body);
  }
}
