import { Get, HttpCode, Post } from '@nestjs/common';
import {
  engagementIdSchema,
  inOfficeSessionCreateSchema,
  inOfficeSessionSchema,
  signatureRequestCreateSchema,
  signatureRequestIdSchema,
  signatureRequestSchema,
  signatureVerificationSchema,
  signatureVoidSchema,
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
import { Idempotent } from '../../platform/idempotency';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { SignaturesAdminService } from './signatures-admin.service';

@StaffController('admin', 'admin: signatures')
export class SignaturesAdminController {
  constructor(private readonly admin: SignaturesAdminService) {}

  @Get('signature-requests/:id/verify')
  @ApiZodOperation({
    summary: "Check the request's audit hash chain and the stored documents' hashes (staff; audited)",
    param: signatureRequestIdSchema,
    ok: signatureVerificationSchema,
    errors: [400, 404],
  })
  verify(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<SignatureVerification> {
    return this.admin.verify(actor, id);
  }

  @Post('engagements/:id/signature-requests')
  @Idempotent()
  @HttpCode(201)
  @ApiZodOperation({
    summary:
      'Ask for signatures: an engagement letter (rendered from the template) or a prepared Form 8879 / MI-8453 (an upload); the spouse is invited (staff; audited)',
    param: engagementIdSchema,
    body: signatureRequestCreateSchema,
    ok: [201, signatureRequestSchema, 'Created'],
    errors: [400, 404, 422],
  })
  create(
    @UuidParam() id: string,
    @ZodBody(signatureRequestCreateSchema) body: SignatureRequestCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<SignatureRequest> {
    return this.admin.create(actor, id, body);
  }

  @Post('signature-requests/:id/in-office-session')
  @HttpCode(201)
  @ApiZodOperation({
    summary: 'Record the photo-ID check and start a one-use, 30-minute signing session for an office device (staff; audited)',
    param: signatureRequestIdSchema,
    body: inOfficeSessionCreateSchema,
    ok: [201, inOfficeSessionSchema, 'Created'],
    errors: [400, 404, 409],
  })
  inOffice(
    @UuidParam() id: string,
    @ZodBody(inOfficeSessionCreateSchema) body: InOfficeSessionCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<InOfficeSession> {
    return this.admin.startInOffice(actor, id, body);
  }

  @Post('signature-requests/:id/void')
  @HttpCode(200)
  @ApiZodOperation({
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
