import { Get, Res } from '@nestjs/common';
import { adminOverviewSchema, auditPageSchema, auditQuerySchema, type AdminOverview, type AuditPage, type AuditQuery } from '@huron/shared/contracts';
import type { Response } from 'express';
import type { StaffActor } from '../../platform/admin';
import { ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { AdminService } from './admin.service';

@StaffController('admin', 'admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('overview')
  @ApiZodOperation({
    summary: 'What came in today and this week per kind and office, appointments and payments today, referrals waiting (staff)',
    ok: adminOverviewSchema,
  })
  overview(): Promise<AdminOverview> {
    return this.admin.overview();
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
