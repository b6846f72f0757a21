import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Idempotent } from '../../platform/idempotency';
import type { Request, Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentsAdminService } from './payments-admin.service';
import {
  adminPaymentDetailSchema,
  adminPaymentListQuerySchema,
  adminPaymentPageSchema,
  adminRefundCreateSchema,
  adminRegistrationListQuerySchema,
  adminRegistrationPageSchema,
  paymentIdSchema,
  type AdminPaymentDetail,
  type AdminPaymentListQuery,
  type AdminPaymentPage,
  type AdminRefundCreate,
  type AdminRegistrationListQuery,
  type AdminRegistrationPage,
} from '@huron/shared/contracts';

const paymentId = new ZodValidationPipe(paymentIdSchema);
const requestIdOf = (req: Request) => (req as Request & { id?: string }).id ?? null;

@ApiTags('admin')
@Controller('admin')
@RequireStaff()
export class PaymentsAdminController {
  constructor(
    private readonly admin: PaymentsAdminService,
    private readonly refunds: PaymentRefundsService,
  ) {}

  @Get('payments')
  @ApiOperation({ summary: 'Payments, newest or oldest first: filter by status, dates (America/Detroit) and name/email/description (staff)' })
  @ApiZodQuery(adminPaymentListQuerySchema)
  @ApiZodResponse(200, adminPaymentPageSchema)
  @ApiErrors(400, 401, 403)
  list(
    @Query(new ZodValidationPipe(adminPaymentListQuerySchema)) query: AdminPaymentListQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<AdminPaymentPage> {
    return this.admin.list(query, user.id, requestIdOf(req));
  }

  @Get('payments/export.csv')
  @ApiOperation({ summary: 'Payments as CSV, filtered like the list (status, from, to, q), streamed (staff; audited)' })
  @ApiZodQuery(adminPaymentListQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400, 401, 403)
  async exportPayments(
    @Query(new ZodValidationPipe(adminPaymentListQuerySchema)) query: AdminPaymentListQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.admin.exportPayments(query, user.id, requestIdOf(req), res);
  }

  @Get('payments/:id')
  @ApiOperation({ summary: 'One payment with its Stripe ids and refunds (staff; the read is audited)' })
  @ApiZodParam('id', paymentIdSchema)
  @ApiZodResponse(200, adminPaymentDetailSchema)
  @ApiErrors(400, 401, 403, 404)
  detail(@Param('id', paymentId) id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<AdminPaymentDetail> {
    return this.admin.detail(id, user.id, requestIdOf(req));
  }

  @Post('payments/:id/refund')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Refund a paid payment in full (no amount) or in part, with a reason, through Stripe; the client gets a refund mail (staff; audited with the reason)',
  })
  @ApiZodParam('id', paymentIdSchema)
  @ApiZodBody(adminRefundCreateSchema)
  @ApiZodResponse(200, adminPaymentDetailSchema)
  @ApiErrors(400, 401, 403, 404, 409, 502, 503)
  async refund(
    @Param('id', paymentId) id: string,
    @Body(new ZodValidationPipe(adminRefundCreateSchema)) body: AdminRefundCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<AdminPaymentDetail> {
    await this.refunds.refund(id, body.amount, body.reason, user.id, requestIdOf(req));
    return this.admin.detail(id, user.id, requestIdOf(req));
  }

  @Get('tax-school/registrations/export.csv')
  @ApiOperation({ summary: 'Tax-school registrations as CSV, filtered like the list (course, paid), streamed (staff; audited)' })
  @ApiZodQuery(adminRegistrationListQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400, 401, 403)
  async exportRegistrations(
    @Query(new ZodValidationPipe(adminRegistrationListQuerySchema)) query: AdminRegistrationListQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.admin.exportRegistrations(query, user.id, requestIdOf(req), res);
  }

  @Get('tax-school/registrations')
  @ApiOperation({ summary: 'Tax-school registrations with their course and paid state, newest or oldest first (staff)' })
  @ApiZodQuery(adminRegistrationListQuerySchema)
  @ApiZodResponse(200, adminRegistrationPageSchema)
  @ApiErrors(400, 401, 403)
  registrations(
    @Query(new ZodValidationPipe(adminRegistrationListQuerySchema)) query: AdminRegistrationListQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<AdminRegistrationPage> {
    return this.admin.registrations(query, user.id, requestIdOf(req));
  }
}
