import { Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { StaffActor } from '../../platform/admin';
import { ZodBody, ZodQuery, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { Idempotent } from '../../platform/idempotency';
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
@StaffController('admin', 'admin')
export class PaymentsAdminController {
  constructor(
    private readonly admin: PaymentsAdminService,
    private readonly refunds: PaymentRefundsService,
  ) {}

  @Get('payments')
  @ApiZodOperation({
    summary: 'Payments, newest or oldest first: filter by status, dates (America/Detroit) and name/email/description (staff)',
    query: adminPaymentListQuerySchema,
    ok: adminPaymentPageSchema,
    errors: [400],
  })
  list(@ZodQuery(adminPaymentListQuerySchema) query: AdminPaymentListQuery, @CurrentStaff() actor: StaffActor): Promise<AdminPaymentPage> {
    return this.admin.list(query, actor);
  }

  @Get('payments/export.csv')
  @ApiZodOperation({
    summary: 'Payments as CSV, filtered like the list (status, from, to, q), streamed (staff; audited)',
    query: adminPaymentListQuerySchema,
    csv: true,
    errors: [400],
  })
  async exportPayments(
    @ZodQuery(adminPaymentListQuerySchema) query: AdminPaymentListQuery,
    @CurrentStaff() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    await this.admin.exportPayments(query, actor, res);
  }

  @Get('payments/:id')
  @ApiZodOperation({
    summary: 'One payment with its Stripe ids and refunds (staff; the read is audited)',
    param: paymentIdSchema,
    ok: adminPaymentDetailSchema,
    errors: [400, 404],
  })
  detail(@Param('id', paymentId) id: string, @CurrentStaff() actor: StaffActor): Promise<AdminPaymentDetail> {
    return this.admin.detail(id, actor);
  }

  @Post('payments/:id/refund')
  @Idempotent()
  @HttpCode(200)
  @ApiZodOperation({
    summary:
      'Refund a paid payment in full (no amount) or in part, with a reason, through Stripe; the client gets a refund mail (staff; audited with the reason)',
    param: paymentIdSchema,
    body: adminRefundCreateSchema,
    ok: adminPaymentDetailSchema,
    errors: [400, 404, 409, 502, 503],
  })
  async refund(
    @Param('id', paymentId) id: string,
    @ZodBody(adminRefundCreateSchema) body: AdminRefundCreate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminPaymentDetail> {
    await this.refunds.refund(id, body.amount, body.reason, actor.id, actor.requestId ?? null);
    return this.admin.detail(id, actor);
  }

  @Get('tax-school/registrations/export.csv')
  @ApiZodOperation({
    summary: 'Tax-school registrations as CSV, filtered like the list (course, paid), streamed (staff; audited)',
    query: adminRegistrationListQuerySchema,
    csv: true,
    errors: [400],
  })
  async exportRegistrations(
    @ZodQuery(adminRegistrationListQuerySchema) query: AdminRegistrationListQuery,
    @CurrentStaff() actor: StaffActor,
    @Res() res: Response,
  ): Promise<void> {
    await this.admin.exportRegistrations(query, actor, res);
  }

  @Get('tax-school/registrations')
  @ApiZodOperation({
    summary: 'Tax-school registrations with their course and paid state, newest or oldest first (staff)',
    query: adminRegistrationListQuerySchema,
    ok: adminRegistrationPageSchema,
    errors: [400],
  })
  registrations(
    @ZodQuery(adminRegistrationListQuerySchema) query: AdminRegistrationListQuery,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminRegistrationPage> {
    return this.admin.registrations(query, actor);
  }
}
