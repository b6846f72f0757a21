import { Module } from '@nestjs/common';
import { checkoutGatewayProvider } from './checkout-gateway.provider';
import { PaymentCheckouts } from './payment-checkouts.service';
import { PaymentFulfilmentService } from './payment-fulfilment.service';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentsAdminController } from './payments-admin.controller';
import { PaymentsAdminService } from './payments-admin.service';
import { PaymentsWebhookController } from './payments-webhook.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { StripeWebhookService } from './stripe-webhook.service';
import { TaxSchoolController } from './tax-school.controller';
import { TaxSchoolService } from './tax-school.service';
import { TestCheckoutService } from './test-checkout.service';

@Module({
  controllers: [PaymentsWebhookController, PaymentsController, TaxSchoolController, PaymentsAdminController],
  providers: [
    checkoutGatewayProvider,
    PaymentsRepository,
    PaymentsService,
    PaymentFulfilmentService,
    StripeWebhookService,
    TestCheckoutService,
    PaymentRefundsService,
    PaymentsAdminService,
    TaxSchoolService,
    PaymentCheckouts,
  ],
  exports: [PaymentCheckouts],
})
export class PaymentsModule {}
