import { Get, HttpCode, Post } from '@nestjs/common';
import {
  engagementIdSchema,
  invoiceCreateSchema,
  invoiceListSchema,
  invoiceSchema,
  type Invoice,
  type InvoiceCreate,
  type InvoiceList,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { Idempotent } from '../../platform/idempotency';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { InvoicesService } from './invoices.service';

/** Staff issue invoices on an engagement and see its invoices. */
@StaffController('admin/engagements/:id/invoices', 'admin: invoices')
export class InvoicesAdminController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiZodOperation({
    summary: "An engagement's invoices, open ones first (staff; audit-logged)",
    param: engagementIdSchema,
    ok: invoiceListSchema,
    errors: [400, 404],
  })
  list(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<InvoiceList> {
    return this.invoices.staffList(actor, id);
  }

  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiZodOperation({
    summary: 'Issue an invoice: line items in positive integer cents (at least one); the client is mailed a link (staff; audited)',
    param: engagementIdSchema,
    body: invoiceCreateSchema,
    ok: [201, invoiceSchema, 'Issued'],
    errors: [400, 404],
  })
  issue(@CurrentStaff() actor: StaffActor, @UuidParam() id: string, @ZodBody(invoiceCreateSchema) body: InvoiceCreate): Promise<Invoice> {
    return this.invoices.issue(actor, id, body);
  }
}
