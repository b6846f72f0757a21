import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { ReferralsAdminService } from './referrals-admin.service';

@ApiTags('admin: referrals')
@Controller('admin/referrals')
@RequireStaff()
@ApiErrors(401, 403)
export class ReferralsAdminController {
  constructor(private readonly admin: ReferralsAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Referrals, newest or oldest first, by status and search (staff)' })
  @ApiZodQuery(adminReferralQuerySchema)
  @ApiZodResponse(200, adminReferralPageSchema)
  @ApiErrors(400)
  list(@Query(new ZodValidationPipe(adminReferralQuerySchema)) query: AdminReferralQuery, @CurrentUser() user: AuthenticatedUser) {
    return this.admin.list(query, user.id);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'Referrals as CSV, filtered like the list, streamed (staff; audited)' })
  @ApiZodQuery(adminReferralQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400)
  async exportCsv(
    @Query(new ZodValidationPipe(adminReferralQuerySchema)) query: AdminReferralQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ): Promise<void> {
    await this.admin.exportCsv(query, user.id, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One referral (staff)' })
  @ApiZodParam('id', referralIdSchema)
  @ApiZodResponse(200, adminReferralSchema)
  @ApiErrors(400, 404)
  view(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<AdminReferral> {
    return this.admin.view(id, user.id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Move the status one step forward, or decline with a reason; carries the version you saw (staff)' })
  @ApiZodParam('id', referralIdSchema)
  @ApiZodBody(adminReferralPatchSchema)
  @ApiZodResponse(200, adminReferralSchema)
  @ApiErrors(400, 404, 409, 422)
  patch(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(adminReferralPatchSchema)) body: AdminReferralPatch,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminReferral> {
    return this.admin.patch(id, body, user.id);
  }
}
