import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Patch, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { adminRecordPatchSchema, type AdminRecordPatch, type Page, type PageQuery } from '@huron/shared/contracts';
import type { Request, Response } from 'express';
import type * as core from 'zod/v4/core';
import type { AdminRecordsService } from '../../platform/admin';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';

/** The routes' path and the schemas and summaries their OpenAPI operations show. */
export interface AdminRecordsRoutes {
  /** Below /api: 'admin/contact-messages'. */
  path: string;
  /** `patch` is the change's body when the module has its own (adminRecordPatchSchema otherwise). */
  schemas: { query: core.$ZodObject; page: core.$ZodType; id: core.$ZodType; detail: core.$ZodType; patch?: core.$ZodType };
  summaries: { list: string; exportCsv: string; detail: string };
}

/**
 * The staff list, CSV export, read and change routes of one kind of lead record, over its AdminRecordsService:
 * `export class ContactMessagesAdminController extends AdminRecordsController(ContactMessagesAdminService, {...}) {}`.
 * Staff only (401/403 otherwise); every route is audited by the service.
 */
export function AdminRecordsController<Query extends PageQuery, Summary, Detail, Patch = AdminRecordPatch>(
  service: Type<AdminRecordsService<unknown, Query, Summary, Detail, Patch>>,
  routes: AdminRecordsRoutes,
) {
  const { schemas, summaries } = routes;
  const patchSchema = schemas.patch ?? adminRecordPatchSchema;

  @ApiTags('admin')
  @Controller(routes.path)
  @RequireStaff()
  @ApiErrors(401, 403)
  class RecordsController {
    constructor(@Inject(service) readonly admin: AdminRecordsService<unknown, Query, Summary, Detail, Patch>) {}

    @Get()
    @ApiOperation({ summary: summaries.list })
    @ApiZodQuery(schemas.query)
    @ApiZodResponse(200, schemas.page)
    @ApiErrors(400)
    list(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Query(new ZodValidationPipe(schemas.query)) query: Query): Promise<Page<Summary>> {
      return this.admin.list(staffActorOf(user, req), query);
    }

    @Get('export.csv')
    @ApiOperation({ summary: summaries.exportCsv })
    @ApiZodQuery(schemas.query)
    @ApiCsvExport()
    @ApiErrors(400)
    async exportCsv(
      @CurrentUser() user: AuthenticatedUser,
      @Req() req: Request,
      @Res() res: Response,
      @Query(new ZodValidationPipe(schemas.query)) query: Query,
    ): Promise<void> {
      await this.admin.exportCsv(staffActorOf(user, req), query, res);
    }

    @Get(':id')
    @ApiOperation({ summary: summaries.detail })
    @ApiZodParam('id', schemas.id)
    @ApiZodResponse(200, schemas.detail)
    @ApiErrors(400, 404)
    detail(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<Detail> {
      return this.admin.detail(staffActorOf(user, req), id);
    }

    @Patch(':id')
    @ApiOperation({ summary: 'Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged)' })
    @ApiZodParam('id', schemas.id)
    @ApiZodBody(patchSchema)
    @ApiZodResponse(200, schemas.detail)
    @ApiErrors(400, 404, 409)
    patch(
      @CurrentUser() user: AuthenticatedUser,
      @Req() req: Request,
      @Param('id', new ParseUUIDPipe()) id: string,
      @Body(new ZodValidationPipe(patchSchema)) body: Patch,
    ): Promise<Detail> {
      return this.admin.patch(staffActorOf(user, req), id, body);
    }
  }
  return RecordsController;
}
