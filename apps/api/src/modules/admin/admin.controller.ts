import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { adminOverviewSchema, auditPageSchema, auditQuerySchema, type AdminOverview, type AuditPage, type AuditQuery } from '@huron/shared/contracts';
import type { Request, Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { AdminService } from './admin.service';

@ApiTags('admin')
@Controller('admin')
@RequireStaff()
@ApiErrors(401, 403)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('overview')
  @ApiOperation({ summary: 'What came in today and this week per kind and office, appointments and payments today, referrals waiting (staff)' })
  @ApiZodResponse(200, adminOverviewSchema)
  overview(): Promise<AdminOverview> {
    return this.admin.overview();
  }

  @Get('audit/export.csv')
  @ApiOperation({ summary: 'The audit log as CSV, filtered like the list, streamed (staff; audited)' })
  @ApiZodQuery(auditQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400)
  async exportAudit(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
    @Query(new ZodValidationPipe(auditQuerySchema)) query: AuditQuery,
  ): Promise<void> {
    await this.admin.exportAudit(staffActorOf(user, req), query, res);
  }

  @Get('audit')
  @ApiOperation({ summary: 'The audit log, newest or oldest first, filtered by person, record and days (staff; reading it is audited too)' })
  @ApiZodQuery(auditQuerySchema)
  @ApiZodResponse(200, auditPageSchema)
  @ApiErrors(400)
  audit(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Query(new ZodValidationPipe(auditQuerySchema)) query: AuditQuery): Promise<AuditPage> {
    return this.admin.auditEntries(staffActorOf(user, req), query);
  }
}
