import { mailPath } from '@huron/shared/i18n';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentCheckout, PaymentCreate, PaymentPublic } from '@huron/shared/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ApiError } from '../../platform/http/api-error';
import { newReference, withUniqueReference } from '../../platform/references';
import { CHECKOUT_GATEWAY, type CheckoutGateway } from './checkout-gateway';
import type { NewPayment, PaymentRecord } from './payment-record';
import { PaymentFulfilmentService } from './payment-fulfilment.service';
import { PaymentsRepository } from './payments.repository';
import type { Tx } from '../../platform/database/transactions';

/** What the payment page sends as course; the line item is named after the description. */
export const PAYMENT_PAGE_COURSE = 'Tax Services';
const DEFAULT_DESCRIPTION = 'Payment to Huron Tax & Accounting';
/** Payment references read HP-XXXX-XXXX (Huron Payment), beside the forms' HT-, BK-... */
export const PAYMENT_REFERENCE_PREFIX = 'HP';

/** Starting a checkout and reading a payment back for its return pages. */
@Injectable()
export class PaymentsService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly repository: PaymentsRepository,
    private readonly fulfilment: PaymentFulfilmentService,
    @Inject(CHECKOUT_GATEWAY) private readonly gateway: CheckoutGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records a pending payment and opens a Checkout Session for it. */
  async startCheckout(input: PaymentCreate): Promise<PaymentCheckout> {
    const newPayment = this.newPayment(input);
    const payment = await withUniqueReference(() => this.repository.transaction((manager) => this.recordPending(manager, newPayment)));
    return { id: payment.id, url: await this.openSession(payment) };
  }

  /** Validates the amount against PAYMENT_MAX_CENTS; the shared schema already checked the rest. */
  newPayment(input: PaymentCreate): NewPayment {
    if (input.amount > this.config.payments.maxCents) {
      throw ApiError.tooBig('amount', this.config.payments.maxCents, 'cents');
    }
    return {
      amountCents: input.amount,
      description: input.description || DEFAULT_DESCRIPTION,
      name: input.name,
      email: input.email,
      phone: input.phone,
      course: input.course || null,
      locale: input.locale ?? 'en',
    };
  }

  /** Inside a transaction that withUniqueReference retries: a new reference each attempt. */
  recordPending(manager: Tx, payment: NewPayment): Promise<PaymentRecord> {
    return this.repository.insert(manager, payment, newReference(PAYMENT_REFERENCE_PREFIX));
  }

  /** Opens the provider's session; when the provider refuses, the payment is marked failed and the error passed on. */
  async openSession(payment: PaymentRecord): Promise<string> {
    const origin = this.config.publicUrl;
    try {
      const session = await this.gateway.createSession({
        paymentId: payment.id,
        amountCents: payment.amountCents,
        description: payment.description,
        email: payment.email,
        course: payment.course,
        successUrl: `${origin}${mailPath('/payment/success', payment.locale ?? 'en')}?payment=${payment.id}`,
        cancelUrl: `${origin}${mailPath('/payment/cancelled', payment.locale ?? 'en')}?payment=${payment.id}`,
      });
      await this.repository.setSession(payment.id, session.sessionId);
      return session.url;
    } catch (error) {
      await this.repository.transaction((manager) => this.repository.markUnpaid(manager, payment.id, 'failed'));
      throw error;
    }
  }

  /**
   * Status, amount and description for the return pages. A pending payment with a real Stripe session is checked
   * with Stripe first and fulfilled early if paid (Stripe's fulfilment guide): the success page need not wait for
   * the webhook, and whichever comes second changes nothing.
   */
  async view(id: string): Promise<PaymentPublic> {
    let payment = await this.find(id);
    if (payment.status === 'pending' && payment.stripeSessionId) {
      const session = await this.gateway.retrieveSession(payment.stripeSessionId).catch((error: unknown) => {
        this.log.warn({
          msg: 'could not fetch the Checkout Session; the webhook will fulfil',
          paymentId: id,
          err: error instanceof Error ? error.message : String(error),
        });
        return null;
      });
      if (session?.payment_status === 'paid') {
        await this.repository.transaction((manager) => this.fulfilment.fulfil(manager, session));
        payment = await this.find(id);
      }
    }
    return {
      id: payment.id,
      reference: payment.reference,
      status: payment.status,
      amount: payment.amountCents,
      description: payment.description,
      paidAt: payment.paidAt?.toISOString() ?? null,
    };
  }

  async find(id: string): Promise<PaymentRecord> {
    const payment = await this.repository.findById(id);
    if (!payment) throw ApiError.notFound('Payment');
    return payment;
  }

  assertTestMode(): void {
    if (this.gateway.mode !== 'test') throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'The test checkout is off: real Stripe is configured');
  }
}
