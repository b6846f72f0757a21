import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../auth';
import { checkoutGatewayProvider } from './checkout-gateway.provider';
import { CourseSessionsAdminController } from './course-sessions-admin.controller';
import { CourseSessionsAdminService } from './course-sessions-admin.service';
import { CourseSessionsRepository } from './course-sessions.repository';
import { CourseSessionsService } from './course-sessions.service';
import { CourseWaitlistService } from './course-waitlist.service';
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
  imports: [AuthCoreModule],
  controllers: [PaymentsWebhookController, PaymentsController, TaxSchoolController, PaymentsAdminController, CourseSessionsAdminController],
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
    CourseSessionsRepository,
    CourseSessionsService,
    CourseSessionsAdminService,
    CourseWaitlistService,
    PaymentCheckouts,
  ],
  exports: [PaymentCheckouts],
})
export class PaymentsModule {}
