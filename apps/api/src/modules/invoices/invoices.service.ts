import { mailPath } from '@huron/shared/i18n';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INVOICE_TOTAL_MAX_CENTS, type Invoice, type InvoiceCheckout, type InvoiceCreate, type InvoiceList } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { MailService } from '../../platform/mail/mail.service';
import { newReference, withUniqueReference } from '../../platform/references';
import { AccountLocales, type AuthenticatedUser } from '../auth';
import { EngagementAccess } from '../engagements';
import { PaymentCheckouts, type PaymentPaid } from '../payments';
import { newInvoiceToClient } from './invoice-mail';
import { invoicesErrors } from './invoices.errors';
import { InvoicesRepository, type InvoiceRow } from './invoices.repository';

/** Invoice references read HI-XXXX-XXXX (Huron Invoice), beside payments' HP-. */
export const INVOICE_REFERENCE_PREFIX = 'HI';
/** A pending checkout is offered again for this long (Stripe's sessions live 24 hours). */
const CHECKOUT_REUSE_MS = 23 * 60 * 60 * 1000;

/**
 * Invoices on an engagement: staff issue them, the client pays through the payments module's Stripe Checkout path,
 * and the payment's PaymentPaid event (emitted once, in the fulfilling transaction) marks the invoice paid once.
 * The receipt is the payments module's (amount, 'Invoice HI-...', date, payment reference: no tax data).
 */
@Injectable()
export class InvoicesService {
  private readonly log = new Logger('Invoices');

  constructor(
    private readonly repository: InvoicesRepository,
    private readonly access: EngagementAccess,
    private readonly checkouts: PaymentCheckouts,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly locales: AccountLocales,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Staff issue an invoice; the total stays within one Checkout payment; the client is mailed a link; audited. */
  async issue(actor: StaffActor, engagementId: string, input: InvoiceCreate): Promise<Invoice> {
    const engagement = await this.access.findForStaff(engagementId);
    const totalCents = input.lines.reduce((sum, line) => sum + line.amountCents, 0);
    if (totalCents > INVOICE_TOTAL_MAX_CENTS) throw invoicesErrors.totalTooBig();
    const id = await withUniqueReference(() =>
      this.repository.transaction(async (manager) => {
        const invoiceId = await this.repository.insert(
          manager,
          { reference: newReference(INVOICE_REFERENCE_PREFIX), engagementId: engagement.id, totalCents, dueDate: input.dueDate ?? null, issuedBy: actor.id },
          input.lines,
        );
        await this.audit.record(
          {
            actorId: actor.id,
            action: 'invoices.issued',
            subjectType: 'invoices',
            subjectId: invoiceId,
            details: { engagementId: engagement.id, lines: input.lines.length, totalCents },
            requestId: actor.requestId ?? null,
          },
          manager,
        );
        // In the account's language (its /account choice), asked now.
        const locale = await this.locales.of({ userId: engagement.clientUserId, email: engagement.clientEmail }, manager);
        await this.mail.enqueue(newInvoiceToClient(engagement.clientEmail, `${this.config.publicUrl}${mailPath('/portal', locale)}`, locale), manager);
        return invoiceId;
      }),
    );
    return (await this.viewOf([(await this.repository.findById(id))!]))[0]!;
  }

  /** An engagement's invoices for staff (audited as a read of the engagement's invoices). */
  async staffList(actor: StaffActor, engagementId: string): Promise<InvoiceList> {
    const engagement = await this.access.findForStaff(engagementId);
    await this.audit.record({
      actorId: actor.id,
      action: 'invoices.read',
      subjectType: 'engagements',
      subjectId: engagement.id,
      requestId: actor.requestId ?? null,
    });
    return { items: await this.viewOf(await this.repository.listForEngagements([engagement.id])) };
  }

  /** Every invoice on the signed-in client's engagements. */
  async clientList(user: AuthenticatedUser): Promise<InvoiceList> {
    const ids = await this.access.listIdsForClient(user);
    return { items: await this.viewOf(await this.repository.listForEngagements(ids)) };
  }

  /** The client's open invoices (the overview's "invoices due"). */
  openForEngagements(engagementIds: string[]): Promise<InvoiceRow[]> {
    return this.repository.listForEngagements(engagementIds, 'open');
  }

  /**
   * Opens (or offers again) the Checkout for an open invoice of the client's. One checkout at a time per invoice
   * (the row is locked): a second request while the first is pending gets the same payment and page; a paid
   * invoice is refused (409 invoice_already_paid).
   */
  async checkout(user: AuthenticatedUser, invoiceId: string): Promise<InvoiceCheckout> {
    const found = await this.repository.findById(invoiceId);
    if (!found) throw invoicesErrors.notFound();
    await this.access.findForClient(user, found.engagementId);
    return this.repository.transaction(async (manager) => {
      const invoice = (await this.repository.lockForCheckout(manager, invoiceId))!;
      if (invoice.status === 'paid') throw invoicesErrors.alreadyPaid();
      if (
        invoice.checkoutPaymentId &&
        invoice.checkoutUrl &&
        invoice.checkoutOpenedAt &&
        Date.now() - new Date(invoice.checkoutOpenedAt).getTime() < CHECKOUT_REUSE_MS &&
        (await this.checkouts.status(invoice.checkoutPaymentId)) === 'pending'
      ) {
        return { invoiceId, paymentId: invoice.checkoutPaymentId, url: invoice.checkoutUrl };
      }
      const payment = await this.checkouts.start(
        { amountCents: invoice.totalCents, description: `Invoice ${invoice.reference}`, name: 'Client', email: user.email },
        (paymentManager, paymentId) => this.repository.linkPayment(paymentManager, invoiceId, paymentId),
      );
      await this.repository.setCheckout(manager, invoiceId, payment.id, payment.url);
      return { invoiceId, paymentId: payment.id, url: payment.url };
    });
  }

  /** PaymentPaid, inside the fulfilling transaction: the invoice the payment belongs to becomes paid, once. */
  async onPaymentPaid(event: PaymentPaid): Promise<void> {
    const result = await this.repository.markPaidByPayment(event.manager, event.paymentId);
    if (!result) return;
    if (result.changed) this.log.log({ msg: 'invoice paid', invoiceId: result.invoiceId, paymentId: event.paymentId });
    else
      this.log.warn({
        msg: 'a second payment for an invoice already paid; refund it in the back office',
        invoiceId: result.invoiceId,
        paymentId: event.paymentId,
      });
  }

  private async viewOf(rows: InvoiceRow[]): Promise<Invoice[]> {
    const lines = await this.repository.linesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      engagementId: row.engagementId,
      taxYear: row.taxYear,
      kind: row.kind,
      status: row.status,
      lines: lines.filter((line) => line.invoiceId === row.id).map(({ description, amountCents }) => ({ description, amountCents })),
      totalCents: row.totalCents,
      currency: row.currency,
      dueDate: row.dueDate,
      issuedAt: new Date(row.issuedAt).toISOString(),
      paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    }));
  }
}
