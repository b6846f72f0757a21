import { DomainEvent } from '../../platform/events/domain-event';
import type { Tx } from '../../platform/database/transactions';

/**
 * A payment went from pending to paid. Emitted once per payment, inside the transaction that marked it paid (the
 * webhook, a redelivery or the success page: only the one that made the change emits), so what a listener writes
 * (an invoice marked paid) commits with it or not at all.
 */
export class PaymentPaid extends DomainEvent {
  constructor(
    manager: Tx,
    readonly paymentId: string,
    readonly reference: string,
    readonly amountCents: number,
  ) {
    super(manager);
  }
}
