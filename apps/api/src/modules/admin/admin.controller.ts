import { Get, Res } from '@nestjs/common';
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
import type { Response } from 'express';
import type { StaffActor } from '../../platform/admin';
import { ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { AdminService } from './admin.service';
import { SearchService } from './search.service';

@StaffController('admin', 'admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly searches: SearchService,
  ) {}

  @Get('overview')
  @ApiZodOperation({
    summary: 'What came in today and this week per kind and office, appointments and payments today, referrals waiting (staff)',
    ok: adminOverviewSchema,
  })
  overview(): Promise<AdminOverview> {
    return this.admin.overview();
  }

  @Get('queues')
  @ApiZodOperation({ summary: "The sidebar's counts of every work queue in one answer (staff)", ok: adminQueuesSchema })
  queues(@CurrentStaff() actor: StaffActor): Promise<AdminQueues> {
    return this.searches.counts(actor);
  }

  @Get('search')
  @ApiZodOperation({
    summary: 'Records of every kind whose name, email, phone or reference starts with q, a few per kind (staff; audited without the text)',
    query: adminSearchQuerySchema,
    ok: adminSearchResultSchema,
    errors: [400],
  })
  search(@CurrentStaff() actor: StaffActor, @ZodQuery(adminSearchQuerySchema) query: AdminSearchQuery): Promise<AdminSearchResult> {
    return this.searches.search(actor, query);
  }

  @Get('audit/export.csv')
  @ApiZodOperation({ summary: 'The audit log as CSV, filtered like the list, streamed (staff; audited)', query: auditQuerySchema, csv: true, errors: [400] })
  async exportAudit(@CurrentStaff() actor: StaffActor, @Res() res: Response, @ZodQuery(auditQuerySchema) query: AuditQuery): Promise<void> {
    await this.admin.exportAudit(actor, query, res);
  }

  @Get('audit')
  @ApiZodOperation({
    summary: 'The audit log, newest or oldest first, filtered by person, record and days (staff; reading it is audited too)',
    query: auditQuerySchema,
    ok: auditPageSchema,
    errors: [400],
  })
  audit(@CurrentStaff() actor: StaffActor, @ZodQuery(auditQuerySchema) query: AuditQuery): Promise<AuditPage> {
    return this.admin.auditEntries(actor, query);
  }
}
