import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { invoiceCheckoutSchema, invoiceIdSchema, invoiceListSchema, type InvoiceCheckout, type InvoiceList } from '@huron/shared/contracts';
import { ApiErrors, ApiZodParam, ApiZodResponse } from '../../platform/http/zod-validation';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { InvoicesService } from './invoices.service';

/** The client's invoices and paying one. Another client's invoice: 404, as a missing one. */
@ApiTags('portal: invoices')
@Controller('portal/invoices')
@RequireUser()
@ApiErrors(401)
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOperation({ summary: 'Your invoices: open ones first (due soonest), then paid ones (newest first)' })
  @ApiZodResponse(200, invoiceListSchema)
  list(@CurrentUser() user: AuthenticatedUser): Promise<InvoiceList> {
    return this.invoices.clientList(user);
  }

  @Post(':id/checkout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay an open invoice: the Stripe Checkout page to send the browser to (the same one again while a checkout is pending); 409 when already paid',
  })
  @ApiZodParam('id', invoiceIdSchema)
  @ApiZodResponse(200, invoiceCheckoutSchema)
  @ApiErrors(400, 402, 404, 409, 502, 503)
  checkout(@CurrentUser() user: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<InvoiceCheckout> {
    return this.invoices.checkout(user, id);
  }
}
