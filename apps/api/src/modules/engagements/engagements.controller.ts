import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  documentRequestIdSchema,
  engagementIdSchema,
  pageQuerySchema,
  portalDocumentRequestListSchema,
  portalDocumentRequestSchema,
  portalEngagementDetailSchema,
  portalEngagementPageSchema,
  portalRequestAnswerSchema,
  portalRequestFilesSchema,
  type PageQuery,
  type PortalDocumentRequest,
  type PortalDocumentRequestList,
  type PortalEngagementDetail,
  type PortalEngagementPage,
  type PortalRequestAnswer,
  type PortalRequestFiles,
} from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { EngagementsService } from './engagements.service';

@ApiTags('portal')
@Controller('portal')
@RequireUser()
@ApiErrors(401)
export class EngagementsController {
  constructor(private readonly engagements: EngagementsService) {}

  @Get('engagements')
  @ApiOperation({ summary: 'Your returns (engagements), newest first, with the client-facing status and e-file results' })
  @ApiZodQuery(pageQuerySchema.omit({ order: true }))
  @ApiZodResponse(200, portalEngagementPageSchema)
  @ApiErrors(400)
  list(
    @Query(new ZodValidationPipe(pageQuerySchema.omit({ order: true }))) query: PageQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PortalEngagementPage> {
    return this.engagements.list(user, query);
  }

  @Get('engagements/:id')
  @ApiOperation({ summary: 'One of your returns with its dated status history (404 when it is not yours)' })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodResponse(200, portalEngagementDetailSchema)
  @ApiErrors(400, 404)
  detail(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<PortalEngagementDetail> {
    return this.engagements.detail(user, id);
  }

  @Get('engagements/:id/requests')
  @ApiOperation({ summary: "A return's document requests and questions: waiting for you first (404 when it is not yours)" })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodResponse(200, portalDocumentRequestListSchema)
  @ApiErrors(400, 404)
  requests(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<PortalDocumentRequestList> {
    return this.engagements.requests(user, id);
  }

  @Post('requests/:id/files')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Give files for a document request: upload each with POST /api/uploads first, then send their ids (409 request_not_open when it no longer waits)',
  })
  @ApiZodParam('id', documentRequestIdSchema)
  @ApiZodBody(portalRequestFilesSchema)
  @ApiZodResponse(200, portalDocumentRequestSchema)
  @ApiErrors(400, 404, 409, 422)
  files(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(portalRequestFilesSchema)) body: PortalRequestFiles,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PortalDocumentRequest> {
    return this.engagements.addFiles(user, id, body.uploadIds);
  }

  @Post('requests/:id/answer')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer a question (409 request_not_open when it was already answered or closed)' })
  @ApiZodParam('id', documentRequestIdSchema)
  @ApiZodBody(portalRequestAnswerSchema)
  @ApiZodResponse(200, portalDocumentRequestSchema)
  @ApiErrors(400, 404, 409, 422)
  answer(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(portalRequestAnswerSchema)) body: PortalRequestAnswer,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PortalDocumentRequest> {
    return this.engagements.answer(user, id, body.answer);
  }
}
