import { Get, HttpCode, Patch, Post } from '@nestjs/common';
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
import type { StaffActor } from '../../platform/admin';
import { Idempotent } from '../../platform/idempotency';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody, ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { EngagementsAdminService } from './engagements-admin.service';

@StaffController('admin', 'admin: engagements')
export class EngagementsAdminController {
  constructor(private readonly admin: EngagementsAdminService) {}

  @Get('engagements')
  @ApiZodOperation({
    summary: 'Engagements, newest or oldest first, filtered by status, kind, tax year, assignee, office and email (staff; audited)',
    query: engagementListQuerySchema,
    ok: engagementPageSchema,
    errors: [400],
  })
  list(@ZodQuery(engagementListQuerySchema) query: EngagementListQuery, @CurrentStaff() actor: StaffActor): Promise<EngagementPage> {
    return this.admin.list(actor, query);
  }

  @Post('engagements')
  @Idempotent()
  @HttpCode(201)
  @ApiZodOperation({
    summary: 'Open an engagement (one per client email, tax year and kind); invites a client who has not proven the address yet (staff; audited)',
    body: engagementCreateSchema,
    ok: [201, engagementDetailSchema, 'Created'],
    errors: [400, 409],
  })
  create(@ZodBody(engagementCreateSchema) body: EngagementCreate, @CurrentStaff() actor: StaffActor): Promise<EngagementDetail> {
    return this.admin.create(actor, body);
  }

  @Get('engagements/:id')
  @ApiZodOperation({
    summary: 'One engagement with its history, internal notes, document requests and files (staff; audited)',
    param: engagementIdSchema,
    ok: engagementDetailSchema,
    errors: [400, 404],
  })
  detail(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<EngagementDetail> {
    return this.admin.detail(actor, id);
  }

  @Patch('engagements/:id')
  @ApiZodOperation({
    summary: 'Move the status, set e-file results, internal status, assignee or office; carries the version you saw (409 when stale) (staff; audited)',
    param: engagementIdSchema,
    body: engagementPatchSchema,
    ok: engagementDetailSchema,
    errors: [400, 404, 409],
  })
  patch(@UuidParam() id: string, @ZodBody(engagementPatchSchema) body: EngagementPatch, @CurrentStaff() actor: StaffActor): Promise<EngagementDetail> {
    return this.admin.patch(actor, id, body);
  }

  @Post('engagements/:id/notes')
  @Idempotent()
  @HttpCode(201)
  @ApiZodOperation({
    summary: 'Add an internal note (append-only; never shown to the client) (staff; audited)',
    param: engagementIdSchema,
    body: engagementNoteCreateSchema,
    ok: [201, engagementNoteSchema, 'Created'],
    errors: [400, 404],
  })
  addNote(
    @UuidParam() id: string,
    @ZodBody(engagementNoteCreateSchema) body: EngagementNoteCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<EngagementNote> {
    return this.admin.addNote(actor, id, body);
  }

  @Post('engagements/:id/requests')
  @Idempotent()
  @HttpCode(201)
  @ApiZodOperation({
    summary: 'Ask the client for a document or a question; reminders follow after 3, 7 and 14 days while it waits (staff; audited)',
    param: engagementIdSchema,
    body: documentRequestCreateSchema,
    ok: [201, adminDocumentRequestSchema, 'Created'],
    errors: [400, 404],
  })
  createRequest(
    @UuidParam() id: string,
    @ZodBody(documentRequestCreateSchema) body: DocumentRequestCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminDocumentRequest> {
    return this.admin.createRequest(actor, id, body);
  }

  @Patch('requests/:id')
  @ApiZodOperation({
    summary: 'Accept or return (with a reason) what the client gave, or close the request; carries the version you saw (staff; audited)',
    param: documentRequestIdSchema,
    body: documentRequestPatchSchema,
    ok: adminDocumentRequestSchema,
    errors: [400, 404, 409],
  })
  patchRequest(
    @UuidParam() id: string,
    @ZodBody(documentRequestPatchSchema) body: DocumentRequestPatch,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminDocumentRequest> {
    return this.admin.patchRequest(actor, id, body);
  }

  @Post('tax-intakes/:id/engagement')
  @Idempotent()
  @HttpCode(201)
  @ApiZodOperation({
    summary: 'Open an engagement from a tax intake in one action: its email, office and documents (409 when it has one) (staff; audited)',
    param: taxIntakeIdSchema,
    body: taxIntakeEngagementCreateSchema,
    ok: [201, engagementDetailSchema, 'Created'],
    errors: [400, 404, 409],
  })
  fromTaxIntake(
    @UuidParam() id: string,
    @ZodBody(taxIntakeEngagementCreateSchema) body: TaxIntakeEngagementCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<EngagementDetail> {
    return this.admin.fromTaxIntake(actor, id, body);
  }
}
