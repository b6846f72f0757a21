import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminListQuerySchema,
  adminRecordPatchSchema,
  groupRegistrationDetailSchema,
  groupRegistrationIdSchema,
  groupRegistrationPageSchema,
  type AdminListQuery,
  type AdminRecordPatch,
  type GroupRegistrationDetail,
  type GroupRegistrationPage,
} from '@huron/shared/contracts';
import type { Request, Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { GroupRegistrationsAdminService } from './group-registrations-admin.service';

@ApiTags('admin')
@Controller('admin/group-registrations')
@RequireStaff()
@ApiErrors(401, 403)
export class GroupRegistrationsAdminController {
  constructor(private readonly admin: GroupRegistrationsAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Group registrations, newest or oldest first, filtered and searched by name or email (staff; audit-logged)' })
  @ApiZodQuery(adminListQuerySchema)
  @ApiZodResponse(200, groupRegistrationPageSchema)
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Query(new ZodValidationPipe(adminListQuerySchema)) query: AdminListQuery): Promise<GroupRegistrationPage> {
    return this.admin.list(staffActorOf(user, req), query);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'Every group registration as CSV, filtered like the list, streamed (staff; audited)' })
  @ApiZodQuery(adminListQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400)
  async exportCsv(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res() res: Response, @Query(new ZodValidationPipe(adminListQuerySchema)) query: AdminListQuery): Promise<void> {
    await this.admin.exportCsv(staffActorOf(user, req), query, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One group registration (staff; audit-logged)' })
  @ApiZodParam('id', groupRegistrationIdSchema)
  @ApiZodResponse(200, groupRegistrationDetailSchema)
  @ApiErrors(400, 404)
  detail(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<GroupRegistrationDetail> {
    return this.admin.detail(staffActorOf(user, req), id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged)' })
  @ApiZodParam('id', groupRegistrationIdSchema)
  @ApiZodBody(adminRecordPatchSchema)
  @ApiZodResponse(200, groupRegistrationDetailSchema)
  @ApiErrors(400, 404, 409)
  patch(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string, @Body(new ZodValidationPipe(adminRecordPatchSchema)) body: AdminRecordPatch): Promise<GroupRegistrationDetail> {
    return this.admin.patch(staffActorOf(user, req), id, body);
  }
}
