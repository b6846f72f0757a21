import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminDocumentRequestSchema,
  documentRequestCreateSchema,
  documentRequestIdSchema,
  documentRequestPatchSchema,
  engagementCreateSchema,
  engagementDetailSchema,
  engagementIdSchema,
  engagementListQuerySchema,
  engagementNoteCreateSchema,
  engagementNoteSchema,
  engagementPageSchema,
  engagementPatchSchema,
  taxIntakeEngagementCreateSchema,
  taxIntakeIdSchema,
  type AdminDocumentRequest,
  type DocumentRequestCreate,
  type DocumentRequestPatch,
  type EngagementCreate,
  type EngagementDetail,
  type EngagementListQuery,
  type EngagementNote,
  type EngagementNoteCreate,
  type EngagementPage,
  type EngagementPatch,
  type TaxIntakeEngagementCreate,
} from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { EngagementsAdminService } from './engagements-admin.service';

@ApiTags('admin: engagements')
@Controller('admin')
@RequireStaff()
@ApiErrors(401, 403)
export class EngagementsAdminController {
  constructor(private readonly admin: EngagementsAdminService) {}

  @Get('engagements')
  @ApiOperation({ summary: 'Engagements, newest or oldest first, filtered by status, kind, tax year, assignee, office and email (staff; audited)' })
  @ApiZodQuery(engagementListQuerySchema)
  @ApiZodResponse(200, engagementPageSchema)
  @ApiErrors(400)
  list(
    @Query(new ZodValidationPipe(engagementListQuerySchema)) query: EngagementListQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<EngagementPage> {
    return this.admin.list(staffActorOf(user, req), query);
  }

  @Post('engagements')
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Open an engagement (one per client email, tax year and kind); invites a client who has not proven the address yet (staff; audited)',
  })
  @ApiZodBody(engagementCreateSchema)
  @ApiZodResponse(201, engagementDetailSchema, 'Created')
  @ApiErrors(400, 409)
  create(
    @Body(new ZodValidationPipe(engagementCreateSchema)) body: EngagementCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<EngagementDetail> {
    return this.admin.create(staffActorOf(user, req), body);
  }

  @Get('engagements/:id')
  @ApiOperation({ summary: 'One engagement with its history, internal notes, document requests and files (staff; audited)' })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodResponse(200, engagementDetailSchema)
  @ApiErrors(400, 404)
  detail(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<EngagementDetail> {
    return this.admin.detail(staffActorOf(user, req), id);
  }

  @Patch('engagements/:id')
  @ApiOperation({
    summary: 'Move the status, set e-file results, internal status, assignee or office; carries the version you saw (409 when stale) (staff; audited)',
  })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodBody(engagementPatchSchema)
  @ApiZodResponse(200, engagementDetailSchema)
  @ApiErrors(400, 404, 409)
  patch(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(engagementPatchSchema)) body: EngagementPatch,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<EngagementDetail> {
    return this.admin.patch(staffActorOf(user, req), id, body);
  }

  @Post('engagements/:id/notes')
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an internal note (append-only; never shown to the client) (staff; audited)' })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodBody(engagementNoteCreateSchema)
  @ApiZodResponse(201, engagementNoteSchema, 'Created')
  @ApiErrors(400, 404)
  addNote(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(engagementNoteCreateSchema)) body: EngagementNoteCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<EngagementNote> {
    return this.admin.addNote(staffActorOf(user, req), id, body);
  }

  @Post('engagements/:id/requests')
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({ summary: 'Ask the client for a document or a question; reminders follow after 3, 7 and 14 days while it waits (staff; audited)' })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodBody(documentRequestCreateSchema)
  @ApiZodResponse(201, adminDocumentRequestSchema, 'Created')
  @ApiErrors(400, 404)
  createRequest(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(documentRequestCreateSchema)) body: DocumentRequestCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<AdminDocumentRequest> {
    return this.admin.createRequest(staffActorOf(user, req), id, body);
  }

  @Patch('requests/:id')
  @ApiOperation({ summary: 'Accept or return (with a reason) what the client gave, or close the request; carries the version you saw (staff; audited)' })
  @ApiZodParam('id', documentRequestIdSchema)
  @ApiZodBody(documentRequestPatchSchema)
  @ApiZodResponse(200, adminDocumentRequestSchema)
  @ApiErrors(400, 404, 409)
  patchRequest(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(documentRequestPatchSchema)) body: DocumentRequestPatch,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<AdminDocumentRequest> {
    return this.admin.patchRequest(staffActorOf(user, req), id, body);
  }

  @Post('tax-intakes/:id/engagement')
  @Idempotent()
  @HttpCode(201)
  @ApiOperation({ summary: 'Open an engagement from a tax intake in one action: its email, office and documents (409 when it has one) (staff; audited)' })
  @ApiZodParam('id', taxIntakeIdSchema)
  @ApiZodBody(taxIntakeEngagementCreateSchema)
  @ApiZodResponse(201, engagementDetailSchema, 'Created')
  @ApiErrors(400, 404, 409)
  fromTaxIntake(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(taxIntakeEngagementCreateSchema)) body: TaxIntakeEngagementCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<EngagementDetail> {
    return this.admin.fromTaxIntake(staffActorOf(user, req), id, body);
  }
}
