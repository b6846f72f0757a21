import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminRecordPatchSchema,
  careerApplicationDetailSchema,
  careerApplicationIdSchema,
  careerApplicationListQuerySchema,
  careerApplicationPageSchema,
  type AdminRecordPatch,
  type CareerApplicationDetail,
  type CareerApplicationListQuery,
  type CareerApplicationPage,
} from '@huron/shared/contracts';
import type { Request, Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { CareerApplicationsAdminService } from './career-applications-admin.service';

@ApiTags('admin')
@Controller('admin/applications')
@RequireStaff()
@ApiErrors(401, 403)
export class CareerApplicationsAdminController {
  constructor(private readonly admin: CareerApplicationsAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Job applications, newest or oldest first, filtered by status, job and days, searched by name or email (staff; audit-logged)' })
  @ApiZodQuery(careerApplicationListQuerySchema)
  @ApiZodResponse(200, careerApplicationPageSchema)
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Query(new ZodValidationPipe(careerApplicationListQuerySchema)) query: CareerApplicationListQuery): Promise<CareerApplicationPage> {
    return this.admin.list(staffActorOf(user, req), query);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'Every job application as CSV, filtered like the list, streamed (staff; audited)' })
  @ApiZodQuery(careerApplicationListQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400)
  async exportCsv(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Res() res: Response, @Query(new ZodValidationPipe(careerApplicationListQuerySchema)) query: CareerApplicationListQuery): Promise<void> {
    await this.admin.exportCsv(staffActorOf(user, req), query, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One job application with its résumé (open it with GET /api/admin/uploads/{id}/link) (staff; audit-logged)' })
  @ApiZodParam('id', careerApplicationIdSchema)
  @ApiZodResponse(200, careerApplicationDetailSchema)
  @ApiErrors(400, 404)
  detail(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<CareerApplicationDetail> {
    return this.admin.detail(staffActorOf(user, req), id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged)' })
  @ApiZodParam('id', careerApplicationIdSchema)
  @ApiZodBody(adminRecordPatchSchema)
  @ApiZodResponse(200, careerApplicationDetailSchema)
  @ApiErrors(400, 404, 409)
  patch(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string, @Body(new ZodValidationPipe(adminRecordPatchSchema)) body: AdminRecordPatch): Promise<CareerApplicationDetail> {
    return this.admin.patch(staffActorOf(user, req), id, body);
  }
}
