import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  engagementIdSchema,
  invoiceCreateSchema,
  invoiceListSchema,
  invoiceSchema,
  type Invoice,
  type InvoiceCreate,
  type InvoiceList,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { Idempotent } from '../../platform/idempotency';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { InvoicesService } from './invoices.service';

/** Staff issue invoices on an engagement and see its invoices. */
@ApiTags('admin: invoices')
@Controller('admin/engagements/:id/invoices')
@RequireStaff()
@ApiErrors(401, 403)
export class InvoicesAdminController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOperation({ summary: "An engagement's invoices, open ones first (staff; audit-logged)" })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodResponse(200, invoiceListSchema)
  @ApiErrors(400, 404)
  list(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<InvoiceList> {
    return this.invoices.staffList(staffActorOf(user, req), id);
  }

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({ summary: 'Issue an invoice: line items in positive integer cents (at least one); the client is mailed a link (staff; audited)' })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodBody(invoiceCreateSchema)
  @ApiZodResponse(201, invoiceSchema, 'Issued')
  @ApiErrors(400, 404)
  issue(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(invoiceCreateSchema)) body: InvoiceCreate,
  ): Promise<Invoice> {
    return this.invoices.issue(staffActorOf(user, req), id, body);
  }
}
