import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  taxIntakeDetailSchema,
  taxIntakeIdSchema,
  taxIntakeListQuerySchema,
  taxIntakePageSchema,
  taxIntakePatchSchema,
  type TaxIntakeDetail,
  type TaxIntakeListQuery,
  type TaxIntakePage,
  type TaxIntakePatch,
} from '@huron/shared/contracts';
import type { Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { TaxIntakeAdminService } from './tax-intake-admin.service';

@ApiTags('admin')
@Controller('admin/tax-intakes')
@RequireStaff()
@ApiErrors(401, 403)
export class TaxIntakeAdminController {
  constructor(private readonly admin: TaxIntakeAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Tax intakes, newest or oldest first, filtered and searched (staff; audit-logged)' })
  @ApiZodQuery(taxIntakeListQuerySchema)
  @ApiZodResponse(200, taxIntakePageSchema)
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Query(new ZodValidationPipe(taxIntakeListQuerySchema)) query: TaxIntakeListQuery): Promise<TaxIntakePage> {
    return this.admin.list(user.id, query);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'Every tax intake as CSV, filtered like the list, streamed (staff; audited)' })
  @ApiZodQuery(taxIntakeListQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400)
  async exportCsv(@CurrentUser() user: AuthenticatedUser, @Res() res: Response, @Query(new ZodValidationPipe(taxIntakeListQuerySchema)) query: TaxIntakeListQuery): Promise<void> {
    await this.admin.exportCsv(user.id, query, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One tax intake with its documents (staff; audit-logged)' })
  @ApiZodParam('id', taxIntakeIdSchema)
  @ApiZodResponse(200, taxIntakeDetailSchema)
  @ApiErrors(400, 404)
  detail(@CurrentUser() user: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<TaxIntakeDetail> {
    return this.admin.detail(user.id, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged)' })
  @ApiZodParam('id', taxIntakeIdSchema)
  @ApiZodBody(taxIntakePatchSchema)
  @ApiZodResponse(200, taxIntakeDetailSchema)
  @ApiErrors(400, 404, 409)
  patch(@CurrentUser() user: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string, @Body(new ZodValidationPipe(taxIntakePatchSchema)) body: TaxIntakePatch): Promise<TaxIntakeDetail> {
    return this.admin.patch(user.id, id, body);
  }
}
