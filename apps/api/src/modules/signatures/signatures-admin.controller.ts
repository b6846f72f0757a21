import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
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
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { SignaturesAdminService } from './signatures-admin.service';

@ApiTags('admin: signatures')
@Controller('admin')
@RequireStaff()
@ApiErrors(401, 403)
export class SignaturesAdminController {
  constructor(private readonly admin: SignaturesAdminService) {}

  @Get('signature-requests/:id/verify')
  @ApiOperation({ summary: "Check the request's audit hash chain and the stored documents' hashes (staff; audited)" })
  @ApiZodParam('id', signatureRequestIdSchema)
  @ApiZodResponse(200, signatureVerificationSchema)
  @ApiErrors(400, 404)
  verify(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<SignatureVerification> {
    return this.admin.verify(staffActorOf(user, req), id);
  }

  @Post('engagements/:id/signature-requests')
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Ask for signatures: an engagement letter (rendered from the template) or a prepared Form 8879 / MI-8453 (an upload); the spouse is invited (staff; audited)',
  })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodBody(signatureRequestCreateSchema)
  @ApiZodResponse(201, signatureRequestSchema, 'Created')
  @ApiErrors(400, 404, 422)
  create(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(signatureRequestCreateSchema)) body: SignatureRequestCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<SignatureRequest> {
    return this.admin.create(staffActorOf(user, req), id, body);
  }

  @Post('signature-requests/:id/in-office-session')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record the photo-ID check and start a one-use, 30-minute signing session for an office device (staff; audited)' })
  @ApiZodParam('id', signatureRequestIdSchema)
  @ApiZodBody(inOfficeSessionCreateSchema)
  @ApiZodResponse(201, inOfficeSessionSchema, 'Created')
  @ApiErrors(400, 404, 409)
  inOffice(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(inOfficeSessionCreateSchema)) body: InOfficeSessionCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<InOfficeSession> {
    return this.admin.startInOffice(staffActorOf(user, req), id, body);
  }

  @Post('signature-requests/:id/void')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Void a request with a reason (kept, marked void); for a signed 8879 whose figures changed beyond the IRS tolerances, then request again (staff; audited)',
  })
  @ApiZodParam('id', signatureRequestIdSchema)
  @ApiZodBody(signatureVoidSchema)
  @ApiZodResponse(200, signatureRequestSchema)
  @ApiErrors(400, 404, 409)
  void(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(signatureVoidSchema)) body: SignatureVoid,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<SignatureRequest> {
    return this.admin.void(staffActorOf(user, req), id, body);
  }
}
