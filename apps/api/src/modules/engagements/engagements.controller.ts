import { applyDecorators, Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type * as core from 'zod/v4/core';
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
import { ApiErrors, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { Idempotent } from '../../platform/idempotency';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { EngagementsService } from './engagements.service';

/** A client's action on one of their document requests: idempotent, answering the request as it now is (409 when it no longer waits). */
function RequestAction(action: 'files' | 'answer', summary: string, body: core.$ZodType): MethodDecorator {
  // applyDecorators applies first to last, the reverse of a stack of decorators written top to bottom.
  return applyDecorators(
    ApiZodOperation({ summary, param: documentRequestIdSchema, body, ok: portalDocumentRequestSchema, errors: [400, 404, 409, 422] }),
    HttpCode(200),
    Idempotent(),
    Post(`requests/:id/${action}`),
  );
}

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

  @RequestAction(
    'files',
    'Give files for a document request: upload each with POST /api/uploads first, then send their ids (409 request_not_open when it no longer waits)',
    portalRequestFilesSchema,
  )
  files(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(portalRequestFilesSchema)) body: PortalRequestFiles,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PortalDocumentRequest> {
    return this.engagements.addFiles(user, id, body.uploadIds);
  }

  @RequestAction('answer', 'Answer a question (409 request_not_open when it was already answered or closed)', portalRequestAnswerSchema)
  answer(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(portalRequestAnswerSchema)) body: PortalRequestAnswer,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PortalDocumentRequest> {
    return this.engagements.answer(user, id, body.answer);
  }
}
