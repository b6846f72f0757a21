import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminOverviewSchema,
  adminQueuesSchema,
  adminSearchQuerySchema,
  adminSearchResultSchema,
  auditPageSchema,
  auditQuerySchema,
  type AdminOverview,
  type AdminQueues,
  type AdminSearchQuery,
  type AdminSearchResult,
  type AuditPage,
  type AuditQuery,
} from '@huron/shared/contracts';
import type { Request, Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { AdminService } from './admin.service';
import { SearchService } from './search.service';

@ApiTags('admin')
@Controller('admin')
@RequireStaff()
@ApiErrors(401, 403)
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly searches: SearchService,
  ) {}

  @Get('overview')
  @ApiOperation({ summary: 'What came in today and this week per kind and office, appointments and payments today, referrals waiting (staff)' })
  @ApiZodResponse(200, adminOverviewSchema)
  overview(): Promise<AdminOverview> {
    return this.admin.overview();
  }

  @Get('queues')
  @ApiOperation({ summary: "The sidebar's counts of every work queue in one answer (staff)" })
  @ApiZodResponse(200, adminQueuesSchema)
  queues(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<AdminQueues> {
    return this.searches.counts(staffActorOf(user, req));
  }

  @Get('search')
  @ApiOperation({ summary: 'Records of every kind whose name, email, phone or reference starts with q, a few per kind (staff; audited without the text)' })
  @ApiZodQuery(adminSearchQuerySchema)
  @ApiZodResponse(200, adminSearchResultSchema)
  @ApiErrors(400)
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Query(new ZodValidationPipe(adminSearchQuerySchema)) query: AdminSearchQuery,
  ): Promise<AdminSearchResult> {
    return this.searches.search(staffActorOf(user, req), query);
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
