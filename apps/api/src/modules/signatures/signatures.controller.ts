import { Controller, Get, Header, HttpCode, Post, Req, StreamableFile } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  signatureConsentSchema,
  signatureDocumentSchema,
  signatureRequestIdSchema,
  signatureRequestListSchema,
  signatureRequestSchema,
  signatureSignSchema,
  type SignatureConsent,
  type SignatureRequest,
  type SignatureRequestList,
  type SignatureSign,
} from '@huron/shared/contracts';
import { UuidParam } from '../../platform/http/uuid-param';
import { ApiZodContentResponse, ZodBody } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { AllowSignedOut, CurrentUser, MaybeCurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { SignaturesService, type SignatureFile, type SigningContext } from './signatures.service';

const KIOSK_HEADER = 'x-signing-session';
const kioskHeader = ApiHeader({
  name: 'X-Signing-Session',
  required: false,
  description: 'In the office: the one-use session token staff started after checking a photo ID (instead of signing in)',
});

function contextOf(req: Request, user: AuthenticatedUser | undefined): SigningContext {
  const kiosk = req.headers[KIOSK_HEADER];
  return {
    user,
    kioskToken: typeof kiosk === 'string' ? kiosk : undefined,
    ip: req.ip ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
  };
}

const pdf = (file: SignatureFile): StreamableFile =>
  new StreamableFile(file.content, { type: 'application/pdf', length: file.content.length, disposition: `inline; filename="${file.name}"` });

@ApiTags('portal: signatures')
@Controller('portal/signature-requests')
export class SignaturesController {
  constructor(private readonly signatures: SignaturesService) {}

  @Get()
  @RequireUser()
  @ApiZodOperation({ summary: 'Documents for you to sign (engagement letters, Form 8879) and those you signed, newest first', ok: signatureRequestListSchema })
  list(@CurrentUser() user: AuthenticatedUser): Promise<SignatureRequestList> {
    return this.signatures.list(user);
  }

  @Get(':id/document')
  @AllowSignedOut()
  @kioskHeader
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiZodOperation({
    summary: 'The document to sign (the signed copy once complete), for preview (404 when you are not a signer)',
    param: signatureRequestIdSchema,
    errors: [400, 404],
  })
  @ApiZodContentResponse(200, signatureDocumentSchema, ['application/pdf'], 'The PDF')
  async document(@UuidParam() id: string, @MaybeCurrentUser() user: AuthenticatedUser | undefined, @Req() req: Request): Promise<StreamableFile> {
    return pdf(await this.signatures.document(contextOf(req, user), id));
  }

  @Post(':id/consent')
  @AllowSignedOut()
  @kioskHeader
  @HttpCode(200)
  @ApiZodOperation({
    summary: 'Accept the consent to electronic records and signatures (ESIGN Act 101(c)); its version is stored',
    param: signatureRequestIdSchema,
    body: signatureConsentSchema,
    ok: signatureRequestSchema,
    errors: [400, 404, 409],
  })
  consent(
    @UuidParam() id: string,
    @ZodBody(signatureConsentSchema) body: SignatureConsent,
    @MaybeCurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ): Promise<SignatureRequest> {
    return this.signatures.consent(contextOf(req, user), id, body);
  }

  @Post(':id/sign')
  @AllowSignedOut()
  @kioskHeader
  @HttpCode(200)
  @ApiZodOperation({
    summary: 'Sign as one of your signers (typed name, optional drawn signature); when everyone has signed, the firm seals the PDF (PAdES)',
    param: signatureRequestIdSchema,
    body: signatureSignSchema,
    ok: signatureRequestSchema,
    errors: [400, 403, 404, 409],
  })
  sign(
    @UuidParam() id: string,
    @ZodBody(signatureSignSchema) body: SignatureSign,
    @MaybeCurrentUser() user: AuthenticatedUser | undefined,
    @Req() req: Request,
  ): Promise<SignatureRequest> {
    return this.signatures.sign(contextOf(req, user), id, body);
  }

  @Get(':id/signed')
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiZodOperation({
    summary: 'The signed PDF (404 until everyone has signed, or when you are not a signer)',
    param: signatureRequestIdSchema,
    errors: [400, 404],
  })
  @ApiZodContentResponse(200, signatureDocumentSchema, ['application/pdf'], 'The signed PDF')
  async signed(@UuidParam() id: string, @CurrentUser() user: AuthenticatedUser): Promise<StreamableFile> {
    return pdf(await this.signatures.signed(user, id));
  }
}
