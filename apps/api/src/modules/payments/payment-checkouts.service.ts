import { Injectable } from '@nestjs/common';
import type { PaymentStatus } from '@huron/shared/contracts';
import { withUniqueReference } from '../../platform/references';
import type { Tx } from '../../platform/database/transactions';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/** What another module pays for: the amount is the caller's (already checked), the description names no tax data. */
export interface PurposePayment {
  amountCents: number;
  /** The line item's name on Stripe's page and the receipt, e.g. 'Invoice HI-7K3Q-9M2D'. */
  description: string;
  name: string;
  email: string;
}

/**
 * The payments module's face for other modules that take a payment for something of theirs (invoices). The same
 * Stripe Checkout path as the payment page: a pending payment row, a Checkout Session, the signed webhook and the
 * one conditional fulfilment; the listener learns of the payment through the PaymentPaid event.
 */
@Injectable()
export class PaymentCheckouts {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Records a pending payment and, in the same transaction, lets the caller link it to its own row (`link`), then
   * opens the Checkout Session. Answers the payment id and the URL to send the browser to.
   */
  async start(payment: PurposePayment, link: (manager: Tx, paymentId: string) => Promise<void>): Promise<{ id: string; url: string }> {
    const newPayment = {
      amountCents: payment.amountCents,
      description: payment.description,
      name: payment.name,
      email: payment.email,
      phone: '',
      course: null,
    };
    const recorded = await withUniqueReference(() =>
      this.repository.transaction(async (manager) => {
        const row = await this.payments.recordPending(manager, newPayment);
        await link(manager, row.id);
        return row;
      }),
    );
    return { id: recorded.id, url: await this.payments.openSession(recorded) };
  }

  /** Where a payment stands now (null when there is no such payment). */
  async status(paymentId: string): Promise<PaymentStatus | null> {
    return (await this.repository.findById(paymentId))?.status ?? null;
  }
}
