import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '../../platform/events/event-bus';
import { PaymentPaid } from '../payments';
import { InvoicesService } from './invoices.service';

/** Marks an invoice paid inside the transaction that fulfilled its payment (so exactly once, with the payment). */
@Injectable()
export class InvoicePaymentListener implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly invoices: InvoicesService,
  ) {}

  onModuleInit(): void {
    this.events.on(PaymentPaid, (e) => this.invoices.onPaymentPaid(e));
  }
}
