import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ListOrder } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { cursorCreatedAt, keysetDirection, type CursorPosition } from '../../platform/pagination';
import type { NewPayment, PaymentRecord, RefundRecord, RegistrationRecord } from './payment-record';

const PAYMENT_COLUMNS = `id, reference, amount_cents AS "amountCents", currency, description, name, email, phone, course, status,
  refunded_cents AS "refundedCents", stripe_session_id AS "stripeSessionId", stripe_payment_intent_id AS "stripePaymentIntentId",
  paid_at AS "paidAt", created_at AS "createdAt", updated_at AS "updatedAt", locale`;

export interface PaymentListFilter {
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  after?: CursorPosition;
  limit: number;
  order?: ListOrder;
}

/**
 * The only file that knows the payments tables. State changes are single conditional UPDATEs, so two processes
 * handling the same event (or a webhook racing the success page) cannot both apply one.
 */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(manager: EntityManager, payment: NewPayment, reference: string): Promise<PaymentRecord> {
    const [row] = await manager.query(
      `INSERT INTO payments (reference, amount_cents, description, name, email, phone, course, locale) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${PAYMENT_COLUMNS}`,
      [reference, payment.amountCents, payment.description, payment.name, payment.email, payment.phone, payment.course, payment.locale ?? 'en'],
    );
    return row as PaymentRecord;
  }

  async setSession(id: string, sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE payments SET stripe_session_id = $2, updated_at = now() WHERE id = $1`, [id, sessionId]);
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentRecord | null> {
    const [row] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1`, [id]);
    return (row as PaymentRecord | undefined) ?? null;
  }

  /** Locks the row for the rest of the transaction (refunds: one at a time per payment). */
  async lockById(manager: EntityManager, id: string): Promise<PaymentRecord | null> {
    const [row] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1 FOR UPDATE`, [id]);
    return (row as PaymentRecord | undefined) ?? null;
  }

  /** pending -> paid, once: the row comes back only to the one caller that made the change. */
  async markPaid(manager: EntityManager, id: string, paymentIntentId: string | null): Promise<PaymentRecord | null> {
    const [rows] = (await manager.query(
      `UPDATE payments SET status = 'paid', paid_at = now(), updated_at = now(), stripe_payment_intent_id = coalesce($2, stripe_payment_intent_id)
       WHERE id = $1 AND status = 'pending' RETURNING ${PAYMENT_COLUMNS}`,
      [id, paymentIntentId],
    )) as [PaymentRecord[], number];
    return rows[0] ?? null;
  }

  /** pending -> failed or expired; a paid payment is never moved back. */
  async markUnpaid(manager: EntityManager, id: string, status: 'failed' | 'expired'): Promise<boolean> {
    const [, count] = (await manager.query(`UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [id, status])) as [
      unknown,
      number,
    ];
    return count > 0;
  }

  /** Raises the refunded amount to at least `refundedCents` (events may arrive out of order) and sets the status. */
  /** Raises the refunded total (never lowers it); the payment as it is now and how many cents this call added (0: nothing new). */
  async recordRefunded(manager: EntityManager, id: string, refundedCents: number): Promise<{ payment: PaymentRecord; addedCents: number } | null> {
    const [rows] = (await manager.query(
      `WITH before AS (SELECT id, refunded_cents FROM payments WHERE id = $1 FOR UPDATE)
       UPDATE payments p SET refunded_cents = LEAST(p.amount_cents, GREATEST(p.refunded_cents, $2)),
         status = CASE WHEN LEAST(p.amount_cents, GREATEST(p.refunded_cents, $2)) >= p.amount_cents THEN 'refunded' ELSE 'partially_refunded' END,
         updated_at = now()
       FROM before WHERE p.id = before.id AND p.status IN ('paid', 'partially_refunded', 'refunded')
       RETURNING before.refunded_cents AS "before", p.id`,
      [id, refundedCents],
    )) as [{ before: number; id: string }[], number];
    const row = rows[0];
    if (!row) return null;
    const payment = (await this.findById(row.id, manager))!;
    return { payment, addedCents: payment.refundedCents - row.before };
  }

  async findByPaymentIntent(manager: EntityManager, paymentIntentId: string): Promise<PaymentRecord | null> {
    const [row] = await manager.query(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE stripe_payment_intent_id = $1`, [paymentIntentId]);
    return (row as PaymentRecord | undefined) ?? null;
  }

  /** True the first time an event id is seen; a concurrent insert of the same id waits for this transaction. */
  async claimEvent(manager: EntityManager, eventId: string, type: string): Promise<boolean> {
    const rows = (await manager.query(`INSERT INTO stripe_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`, [
      eventId,
      type,
    ])) as unknown[];
    return rows.length > 0;
  }

  async insertRefund(
    manager: EntityManager,
    refund: { paymentId: string; amountCents: number; stripeRefundId: string; reason: string; createdBy: string },
  ): Promise<void> {
    await manager.query(`INSERT INTO payment_refunds (payment_id, amount_cents, stripe_refund_id, reason, created_by) VALUES ($1, $2, $3, $4, $5)`, [
      refund.paymentId,
      refund.amountCents,
      refund.stripeRefundId,
      refund.reason,
      refund.createdBy,
    ]);
  }

  async countRefunds(manager: EntityManager, paymentId: string): Promise<number> {
    const [row] = (await manager.query(`SELECT count(*)::int AS n FROM payment_refunds WHERE payment_id = $1`, [paymentId])) as Array<{ n: number }>;
    return row!.n;
  }

  async refundsOf(paymentId: string): Promise<RefundRecord[]> {
    return (await this.dataSource.query(
      `SELECT id, amount_cents AS "amountCents", stripe_refund_id AS "stripeRefundId", reason, created_by AS "createdBy", created_at AS "createdAt"
       FROM payment_refunds WHERE payment_id = $1 ORDER BY created_at, id`,
      [paymentId],
    )) as RefundRecord[];
  }

  /** Newest (or oldest) first, keyset-paged over (created_at, id); fetches limit + 1 to know whether there is a next page. */
  async list(filter: PaymentListFilter): Promise<PaymentRecord[]> {
    const { direction, after } = keysetDirection(filter.order);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.status) where.push(`status = ${param(filter.status)}`);
    if (filter.from) where.push(`created_at >= (${param(filter.from)}::date AT TIME ZONE 'America/Detroit')`);
    if (filter.to) where.push(`created_at < ((${param(filter.to)}::date + 1) AT TIME ZONE 'America/Detroit')`);
    if (filter.q) {
      const pattern = param(`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(name ILIKE ${pattern} OR email ILIKE ${pattern} OR description ILIKE ${pattern} OR reference ILIKE ${pattern})`);
    }
    if (filter.after) {
      const id = param(filter.after.id);
      where.push(`(created_at, id) ${after} (${cursorCreatedAt('payments', id, param(filter.after.at))}, ${id}::uuid)`);
    }
    return (await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at ${direction}, id ${direction} LIMIT ${param(filter.limit + 1)}`,
      params,
    )) as PaymentRecord[];
  }

  async insertRegistration(
    manager: EntityManager,
    registration: { paymentId: string; name: string; email: string; phone: string; course: string },
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO tax_school_registrations (payment_id, name, email, phone, course) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [registration.paymentId, registration.name, registration.email, registration.phone, registration.course],
    )) as Array<{ id: string }>;
    return row!.id;
  }

  async markRegistrationPaid(manager: EntityManager, paymentId: string): Promise<void> {
    await manager.query(`UPDATE tax_school_registrations SET paid_at = now() WHERE payment_id = $1 AND paid_at IS NULL`, [paymentId]);
  }

  async listRegistrations(filter: {
    course?: string;
    paid?: boolean;
    after?: CursorPosition;
    limit: number;
    order?: ListOrder;
  }): Promise<RegistrationRecord[]> {
    const { direction, after } = keysetDirection(filter.order);
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.course) where.push(`r.course = ${param(filter.course)}`);
    if (filter.paid !== undefined) where.push(filter.paid ? 'r.paid_at IS NOT NULL' : 'r.paid_at IS NULL');
    if (filter.after) {
      const id = param(filter.after.id);
      where.push(`(r.created_at, r.id) ${after} (${cursorCreatedAt('tax_school_registrations', id, param(filter.after.at))}, ${id}::uuid)`);
    }
    return (await this.dataSource.query(
      `SELECT r.id, r.payment_id AS "paymentId", r.name, r.email, r.phone, r.course, r.paid_at AS "paidAt", r.created_at AS "createdAt", p.status AS "paymentStatus"
       FROM tax_school_registrations r JOIN payments p ON p.id = r.payment_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY r.created_at ${direction}, r.id ${direction} LIMIT ${param(filter.limit + 1)}`,
      params,
    )) as RegistrationRecord[];
  }
}
