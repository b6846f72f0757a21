import { Get, Patch, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  adminReferralPageSchema,
  adminReferralPatchSchema,
  adminReferralQuerySchema,
  adminReferralSchema,
  referralIdSchema,
  type AdminReferral,
  type AdminReferralPatch,
  type AdminReferralQuery,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody, ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { ReferralsAdminService } from './referrals-admin.service';

@StaffController('admin/referrals', 'admin: referrals')
export class ReferralsAdminController {
  constructor(private readonly admin: ReferralsAdminService) {}

  @Get()
  @ApiZodOperation({
    summary: 'Referrals, newest or oldest first, by status and search (staff)',
    query: adminReferralQuerySchema,
    ok: adminReferralPageSchema,
    errors: [400],
  })
  list(@ZodQuery(adminReferralQuerySchema) query: AdminReferralQuery, @CurrentStaff() actor: StaffActor) {
    return this.admin.list(query, actor.id);
  }

  @Get('export.csv')
  @ApiZodOperation({
    summary: 'Referrals as CSV, filtered like the list, streamed (staff; audited)',
    query: adminReferralQuerySchema,
    csv: true,
    errors: [400],
  })
  async exportCsv(@ZodQuery(adminReferralQuerySchema) query: AdminReferralQuery, @CurrentStaff() actor: StaffActor, @Res() res: Response): Promise<void> {
    await this.admin.exportCsv(query, actor.id, res);
  }

  @Get(':id')
  @ApiZodOperation({ summary: 'One referral (staff)', param: referralIdSchema, ok: adminReferralSchema, errors: [400, 404] })
  view(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<AdminReferral> {
    return this.admin.view(id, actor.id);
  }

  @Patch(':id')
  @ApiZodOperation({
    summary: 'Move the status one step forward, or decline with a reason; carries the version you saw (staff)',
    param: referralIdSchema,
    body: adminReferralPatchSchema,
    ok: adminReferralSchema,
    errors: [400, 404, 409, 422],
  })
  patch(@UuidParam() id: string, @ZodBody(adminReferralPatchSchema) body: AdminReferralPatch, @CurrentStaff() actor: StaffActor): Promise<AdminReferral> {
    return this.admin.patch(id, body, actor.id);
  }
}
