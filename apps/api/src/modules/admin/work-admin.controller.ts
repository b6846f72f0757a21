import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { bulkRequestSchema, bulkResultSchema, myWorkSchema, type BulkRequest, type BulkResult, type MyWork } from '@huron/shared/contracts';
import type { Request } from 'express';
import { ApiErrors, ApiZodBody, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { WorkService } from './work.service';

/** Assignment across the lead kinds: what is mine, and one action on many records. */
@ApiTags('admin')
@Controller('admin')
@RequireStaff()
@ApiErrors(401, 403)
export class WorkAdminController {
  constructor(private readonly work: WorkService) {}

  @Get('my-work')
  @ApiOperation({ summary: 'What is assigned to the caller: per kind, counts by status and the first open records (staff; audited)' })
  @ApiZodResponse(200, myWorkSchema)
  myWork(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<MyWork> {
    return this.work.myWork(staffActorOf(user, req));
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Assign, or change the status of, 1 to 100 records of one kind at once: all or nothing in one transaction, one audit entry per record; any bad id or status is a 400 naming the field and changes nothing (staff)',
  })
  @ApiZodBody(bulkRequestSchema)
  @ApiZodResponse(200, bulkResultSchema)
  @ApiErrors(400)
  bulk(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Body(new ZodValidationPipe(bulkRequestSchema)) body: BulkRequest): Promise<BulkResult> {
    return this.work.bulk(staffActorOf(user, req), body);
  }
}
