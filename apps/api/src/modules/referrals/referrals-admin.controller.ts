import { Body, Get, Patch, Query, Res } from '@nestjs/common';
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
import { ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentStaff, StaffController, StaffOperation } from '../auth';
import { ReferralsAdminService } from './referrals-admin.service';

const listQuery = new ZodValidationPipe(adminReferralQuerySchema);

@StaffController('admin/referrals', 'admin: referrals')
export class ReferralsAdminController {
  constructor(private readonly admin: ReferralsAdminService) {}

  @Get()
  @StaffOperation({
    summary: 'Referrals, newest or oldest first, by status and search (staff)',
    query: adminReferralQuerySchema,
    ok: adminReferralPageSchema,
    errors: [400],
  })
  list(@Query(listQuery) query: AdminReferralQuery, @CurrentStaff() actor: StaffActor) {
    return this.admin.list(query, actor.id);
  }

  @Get('export.csv')
  @StaffOperation({
    summary: 'Referrals as CSV, filtered like the list, streamed (staff; audited)',
    query: adminReferralQuerySchema,
    csv: true,
    errors: [400],
  })
  async exportCsv(@Query(listQuery) query: AdminReferralQuery, @CurrentStaff() actor: StaffActor, @Res() res: Response): Promise<void> {
    await this.admin.exportCsv(query, actor.id, res);
  }

  @Get(':id')
  @StaffOperation({ summary: 'One referral (staff)', param: referralIdSchema, ok: adminReferralSchema, errors: [400, 404] })
  view(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<AdminReferral> {
    return this.admin.view(id, actor.id);
  }

  @Patch(':id')
  @StaffOperation({
    summary: 'Move the status one step forward, or decline with a reason; carries the version you saw (staff)',
    param: referralIdSchema,
    body: adminReferralPatchSchema,
    ok: adminReferralSchema,
    errors: [400, 404, 409, 422],
  })
  patch(
    @UuidParam() id: string,
    @Body(new ZodValidationPipe(adminReferralPatchSchema)) body: AdminReferralPatch,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminReferral> {
    return this.admin.patch(id, body, actor.id);
  }
}
