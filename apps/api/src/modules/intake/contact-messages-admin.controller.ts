import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminListQuerySchema,
  adminRecordPatchSchema,
  contactMessageDetailSchema,
  contactMessageIdSchema,
  contactMessagePageSchema,
  type AdminListQuery,
  type AdminRecordPatch,
  type ContactMessageDetail,
  type ContactMessagePage,
} from '@huron/shared/contracts';
import type { Request, Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { ContactMessagesAdminService } from './contact-messages-admin.service';

@ApiTags('admin')
@Controller('admin/contact-messages')
@RequireStaff()
@ApiErrors(401, 403)
export class ContactMessagesAdminController {
  constructor(private readonly admin: ContactMessagesAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest or oldest first, filtered and searched by name or email (staff; audit-logged)' })
  @ApiZodQuery(adminListQuerySchema)
  @ApiZodResponse(200, contactMessagePageSchema)
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Query(new ZodValidationPipe(adminListQuerySchema)) query: AdminListQuery): Promise<ContactMessagePage> {
    return this.admin.list(staffActorOf(user, req), query);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'Every contact message as CSV, filtered like the list, streamed (staff; audited)' })
  @ApiZodQuery(adminListQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400)
  async exportCsv(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res() res: Response, @Query(new ZodValidationPipe(adminListQuerySchema)) query: AdminListQuery): Promise<void> {
    await this.admin.exportCsv(staffActorOf(user, req), query, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact message (staff; audit-logged)' })
  @ApiZodParam('id', contactMessageIdSchema)
  @ApiZodResponse(200, contactMessageDetailSchema)
  @ApiErrors(400, 404)
  detail(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<ContactMessageDetail> {
    return this.admin.detail(staffActorOf(user, req), id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged)' })
  @ApiZodParam('id', contactMessageIdSchema)
  @ApiZodBody(adminRecordPatchSchema)
  @ApiZodResponse(200, contactMessageDetailSchema)
  @ApiErrors(400, 404, 409)
  patch(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string, @Body(new ZodValidationPipe(adminRecordPatchSchema)) body: AdminRecordPatch): Promise<ContactMessageDetail> {
    return this.admin.patch(staffActorOf(user, req), id, body);
  }
}
