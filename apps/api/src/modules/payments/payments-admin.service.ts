import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import type { Response } from 'express';
import { csvColumns, streamCsv } from '../../platform/csv';

import { ApiError } from '../../platform/http/api-error';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import type { PaymentRecord } from './payment-record';
import type {
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentListQuery,
  AdminPaymentPage,
  AdminRegistrationListQuery,
  AdminRegistrationPage,
} from '@huron/shared/contracts';
import { PaymentsRepository } from './payments.repository';

/** Staff views of payments and registrations; every read of client data is audited. */
const PAYMENT_COLUMNS = csvColumns<AdminPayment>(
  ['reference', 'createdAt', 'paidAt', 'name', 'email', 'phone', 'description', 'amount', 'refunded', 'currency', 'status'],
  { amount: 'Amount (dollars)', refunded: 'Refunded (dollars)' },
  { amount: 'dollars', refunded: 'dollars' },
);

const REGISTRATION_COLUMNS = csvColumns<AdminRegistrationPage['items'][number]>(
  ['createdAt', 'course', 'name', 'email', 'phone', 'paid', 'paidAt', 'paymentStatus'],
  { createdAt: 'Registered', paidAt: 'Paid at' },
);

@Injectable()
export class PaymentsAdminService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(query: AdminPaymentListQuery, actorId: string, requestId: string | null): Promise<AdminPaymentPage> {
    const rows = await this.repository.list({
      status: query.status,
      from: query.from,
      to: query.to,
      q: query.q,
      order: query.order,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: query.limit,
    });
    const items = rows.slice(0, query.limit);
    await this.audit.record({
      actorId,
      action: 'payment.listed',
      subjectType: 'payment',
      details: { count: items.length, filtered: Boolean(query.status || query.from || query.to || query.q) },
      requestId,
    });
    return { items: items.map(toAdminPayment), nextCursor: rows.length > query.limit ? encodeCursor(items.at(-1)!.createdAt, items.at(-1)!.id) : null };
  }

  /** Every payment the filters select, as CSV, page by page (each page is audited as read, like a list). */
  async exportPayments(query: AdminPaymentListQuery, actorId: string, requestId: string | null, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'payments.csv', PAYMENT_COLUMNS, (cursor) => this.list({ ...query, cursor, limit: 100 }, actorId, requestId));
    await this.audit.record({ actorId, action: 'payment.exported', subjectType: 'payment', details: { rows }, requestId });
  }

  /** Every tax-school registration the filters select, as CSV. */
  async exportRegistrations(query: AdminRegistrationListQuery, actorId: string, requestId: string | null, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'tax-school-registrations.csv', REGISTRATION_COLUMNS, (cursor) =>
      this.registrations({ ...query, cursor, limit: 100 }, actorId, requestId),
    );
    await this.audit.record({ actorId, action: 'tax_school_registration.exported', subjectType: 'tax_school_registration', details: { rows }, requestId });
  }

  async detail(id: string, actorId: string, requestId: string | null): Promise<AdminPaymentDetail> {
    const payment = await this.repository.findById(id);
    if (!payment) throw ApiError.notFound('Payment');
    const refunds = await this.repository.refundsOf(id);
    await this.audit.record({ actorId, action: 'payment.read', subjectType: 'payment', subjectId: id, requestId });
    return {
      ...toAdminPayment(payment),
      stripeSessionId: payment.stripeSessionId,
      stripePaymentIntentId: payment.stripePaymentIntentId,
      refunds: refunds.map((r) => ({
        id: r.id,
        amount: r.amountCents,
        stripeRefundId: r.stripeRefundId,
        createdBy: r.createdBy,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  async registrations(query: AdminRegistrationListQuery, actorId: string, requestId: string | null): Promise<AdminRegistrationPage> {
    const rows = await this.repository.listRegistrations({
      course: query.course,
      paid: query.paid,
      order: query.order,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: query.limit,
    });
    const items = rows.slice(0, query.limit);
    await this.audit.record({
      actorId,
      action: 'tax_school_registration.listed',
      subjectType: 'tax_school_registration',
      details: { count: items.length },
      requestId,
    });
    return {
      items: items.map((r) => ({
        id: r.id,
        paymentId: r.paymentId,
        name: r.name,
        email: r.email,
        phone: r.phone,
        course: r.course,
        paid: r.paidAt !== null,
        paidAt: r.paidAt?.toISOString() ?? null,
        paymentStatus: r.paymentStatus,
        createdAt: r.createdAt.toISOString(),
      })),
      nextCursor: rows.length > query.limit ? encodeCursor(items.at(-1)!.createdAt, items.at(-1)!.id) : null,
    };
  }
}

function toAdminPayment(p: PaymentRecord): AdminPayment {
  return {
    id: p.id,
    reference: p.reference,
    status: p.status,
    amount: p.amountCents,
    refunded: p.refundedCents,
    currency: p.currency,
    description: p.description,
    course: p.course,
    name: p.name,
    email: p.email,
    phone: p.phone,
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}
