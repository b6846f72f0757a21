import { Get, Inject, Patch, Res, type Type } from '@nestjs/common';
import { adminRecordPatchSchema, type AdminRecordPatch, type Page, type PageQuery } from '@huron/shared/contracts';
import type { Response } from 'express';
import type * as core from 'zod/v4/core';
import type { AdminRecordsService, StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody, ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';

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

  @StaffController(routes.path, 'admin')
  class RecordsController {
    constructor(@Inject(service) readonly admin: AdminRecordsService<unknown, Query, Summary, Detail, Patch>) {}

    @Get()
    @ApiZodOperation({ summary: summaries.list, query: schemas.query, ok: schemas.page, errors: [400] })
    list(@CurrentStaff() actor: StaffActor, @ZodQuery(schemas.query) filters: Query): Promise<Page<Summary>> {
      return this.admin.list(actor, filters);
    }

    @Get('export.csv')
    @ApiZodOperation({ summary: summaries.exportCsv, query: schemas.query, csv: true, errors: [400] })
    async exportCsv(@CurrentStaff() actor: StaffActor, @Res() res: Response, @ZodQuery(schemas.query) filters: Query): Promise<void> {
      await this.admin.exportCsv(actor, filters, res);
    }

    @Get(':id')
    @ApiZodOperation({ summary: summaries.detail, param: schemas.id, ok: schemas.detail, errors: [400, 404] })
    detail(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<Detail> {
      return this.admin.detail(actor, id);
    }

    @Patch(':id')
    @ApiZodOperation({
      summary: 'Change status and/or internal note; 409 version_conflict when the version is stale (staff; audit-logged)',
      param: schemas.id,
      body: patchSchema,
      ok: schemas.detail,
      errors: [400, 404, 409],
    })
    patch(@CurrentStaff() actor: StaffActor, @UuidParam() id: string, @ZodBody(patchSchema) body: Patch): Promise<Detail> {
      return this.admin.patch(actor, id, body);
    }
  }
  return RecordsController;
}
