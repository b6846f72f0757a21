import { Get, HttpCode, Post } from '@nestjs/common';
import { bulkRequestSchema, bulkResultSchema, myWorkSchema, type BulkRequest, type BulkResult, type MyWork } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { ZodBody } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { WorkService } from './work.service';

/** Assignment across the lead kinds: what is mine, and one action on many records. */
@StaffController('admin', 'admin')
export class WorkAdminController {
  constructor(private readonly work: WorkService) {}

  @Get('my-work')
  @ApiZodOperation({ summary: 'What is assigned to the caller: per kind, counts by status and the first open records (staff; audited)', ok: myWorkSchema })
  myWork(@CurrentStaff() actor: StaffActor): Promise<MyWork> {
    return this.work.myWork(actor);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiZodOperation({
    summary:
      'Assign, or change the status of, 1 to 100 records of one kind at once: all or nothing in one transaction, one audit entry per record; any bad id or status is a 400 naming the field and changes nothing (staff)',
    body: bulkRequestSchema,
    ok: bulkResultSchema,
    errors: [400],
  })
  bulk(@CurrentStaff() actor: StaffActor, @ZodBody(bulkRequestSchema) body: BulkRequest): Promise<BulkResult> {
    return this.work.bulk(actor, body);
  }
}
