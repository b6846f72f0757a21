import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  paymentCheckoutSchema,
  paymentCreateSchema,
  paymentIdSchema,
  paymentPublicSchema,
  testCheckoutPaySchema,
  testCheckoutResultSchema,
  type PaymentCheckout,
  type PaymentCreate,
  type PaymentPublic,
  type TestCheckoutPay,
} from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { PaymentsService } from './payments.service';
import { TestCheckoutService } from './test-checkout.service';
import { PublicAccess } from '../../platform/openapi/api-access';

const paymentId = new ZodValidationPipe(paymentIdSchema);

@ApiTags('payments')
@PublicAccess()
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly testCheckout: TestCheckoutService,
  ) {}

  @Post('checkout')
  @RateLimit('form:payment')
  @ApiOperation({ summary: 'Start a card payment: records it as pending and answers the checkout page to send the person to' })
  @ApiZodBody(paymentCreateSchema)
  @ApiZodResponse(201, paymentCheckoutSchema, 'Created')
  @ApiErrors(400, 402, 422, 502, 503)
  @Idempotent()
  checkout(@Body(new ZodValidationPipe(paymentCreateSchema)) body: PaymentCreate): Promise<PaymentCheckout> {
    return this.payments.startCheckout(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Status, amount (cents) and description of a payment, for its return pages' })
  @ApiZodParam('id', paymentIdSchema)
  @ApiZodResponse(200, paymentPublicSchema)
  @ApiErrors(400, 404)
  view(@Param('id', paymentId) id: string): Promise<PaymentPublic> {
    return this.payments.view(id);
  }

  @Post('test-checkout/:id/pay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Test mode only (no Stripe keys): pay a pending payment through a signed test event, from the browser that started its checkout' })
  @ApiZodParam('id', paymentIdSchema)
  @ApiZodBody(testCheckoutPaySchema)
  @ApiZodResponse(200, testCheckoutResultSchema)
  @ApiErrors(400, 403, 404, 409)
  pay(@Param('id', paymentId) id: string, @Body(new ZodValidationPipe(testCheckoutPaySchema)) body: TestCheckoutPay): Promise<{ redirectTo: string }> {
    return this.testCheckout.pay(id, body.token);
  }
}
