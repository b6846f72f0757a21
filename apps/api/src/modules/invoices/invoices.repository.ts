import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EngagementKind, InvoiceStatus } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** One invoice with its engagement's tax year and kind (what the portal shows beside it). */
export interface InvoiceRow {
  id: string;
  reference: string;
  engagementId: string;
  taxYear: number;
  kind: EngagementKind;
  status: InvoiceStatus;
  totalCents: number;
  currency: string;
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
  issuedAt: Date;
  paidAt: Date | null;
  checkoutPaymentId: string | null;
  checkoutUrl: string | null;
  checkoutOpenedAt: Date | null;
}

export interface InvoiceLineRow {
  invoiceId: string;
  description: string;
  amountCents: number;
}

const COLUMNS = `i.id, i.reference, i.engagement_id AS "engagementId", e.tax_year AS "taxYear", e.kind, i.status, i.total_cents AS "totalCents",
  i.currency, to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.issued_at AS "issuedAt", i.paid_at AS "paidAt",
  i.checkout_payment_id AS "checkoutPaymentId", i.checkout_url AS "checkoutUrl", i.checkout_opened_at AS "checkoutOpenedAt"`;

/** Open invoices first (due soonest, then oldest), then paid ones, newest first. */
const ORDER = `ORDER BY (i.status = 'paid'), CASE WHEN i.status = 'open' THEN coalesce(i.due_date, i.issued_at::date) END, CASE WHEN i.status = 'open' THEN i.issued_at END, i.paid_at DESC, i.id`;

/** The only file that knows invoices, invoice_lines and invoice_payments. Paid is one conditional UPDATE. */
@Injectable()
export class InvoicesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(
    manager: EntityManager,
    invoice: { reference: string; engagementId: string; totalCents: number; dueDate: string | null; issuedBy: string },
    lines: Array<{ description: string; amountCents: number }>,
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO invoices (reference, engagement_id, total_cents, due_date, issued_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [invoice.reference, invoice.engagementId, invoice.totalCents, invoice.dueDate, invoice.issuedBy],
    )) as Array<{ id: string }>;
    await manager.query(
      `INSERT INTO invoice_lines (invoice_id, position, description, amount_cents)
       SELECT $1, t.position - 1, t.description, t.amount_cents FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS t(description, amount_cents, position)`,
      [row!.id, lines.map((l) => l.description), lines.map((l) => l.amountCents)],
    );
    return row!.id;
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<InvoiceRow | null> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM invoices i JOIN engagements e ON e.id = i.engagement_id WHERE i.id = $1`, [id])) as InvoiceRow[];
    return row ?? null;
  }

  /**
   * Locks the invoice for one checkout at a time (FOR NO KEY UPDATE: the payment link's foreign key check, made
   * in the payment's own transaction, may still read it).
   */
  async lockForCheckout(manager: EntityManager, id: string): Promise<InvoiceRow | null> {
    const [row] = (await manager.query(
      `SELECT ${COLUMNS} FROM invoices i JOIN engagements e ON e.id = i.engagement_id WHERE i.id = $1 FOR NO KEY UPDATE OF i`,
      [id],
    )) as InvoiceRow[];
    return row ?? null;
  }

  async linkPayment(manager: EntityManager, invoiceId: string, paymentId: string): Promise<void> {
    await manager.query(`INSERT INTO invoice_payments (payment_id, invoice_id) VALUES ($1, $2)`, [paymentId, invoiceId]);
  }

  async setCheckout(manager: EntityManager, invoiceId: string, paymentId: string, url: string): Promise<void> {
    await manager.query(`UPDATE invoices SET checkout_payment_id = $2, checkout_url = $3, checkout_opened_at = now() WHERE id = $1`, [
      invoiceId,
      paymentId,
      url,
    ]);
  }

  /**
   * open -> paid for the invoice a paid payment belongs to, once. Answers the invoice id when this call made the
   * change, `alreadyPaid` when the payment's invoice was paid before (by another payment), null for no invoice.
   */
  async markPaidByPayment(manager: EntityManager, paymentId: string): Promise<{ invoiceId: string; changed: boolean } | null> {
    const [link] = (await manager.query(`SELECT invoice_id AS "invoiceId" FROM invoice_payments WHERE payment_id = $1`, [paymentId])) as Array<{
      invoiceId: string;
    }>;
    if (!link) return null;
    const [changed] = (await manager.query(
      `UPDATE invoices SET status = 'paid', paid_at = now(), paid_payment_id = $2 WHERE id = $1 AND status = 'open' RETURNING id`,
      [link.invoiceId, paymentId],
    )) as [unknown[], number];
    return { invoiceId: link.invoiceId, changed: changed.length === 1 };
  }

  listForEngagements(engagementIds: string[], status?: InvoiceStatus): Promise<InvoiceRow[]> {
    if (engagementIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM invoices i JOIN engagements e ON e.id = i.engagement_id
        WHERE i.engagement_id = ANY($1::uuid[]) ${status ? 'AND i.status = $2' : ''} ${ORDER}`,
      status ? [engagementIds, status] : [engagementIds],
    ) as Promise<InvoiceRow[]>;
  }

  linesOf(invoiceIds: string[]): Promise<InvoiceLineRow[]> {
    if (invoiceIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT invoice_id AS "invoiceId", description, amount_cents AS "amountCents" FROM invoice_lines WHERE invoice_id = ANY($1::uuid[]) ORDER BY invoice_id, position`,
      [invoiceIds],
    ) as Promise<InvoiceLineRow[]>;
  }
}
