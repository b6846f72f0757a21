import { Injectable } from '@nestjs/common';
import { AuditService } from '../../platform/audit/audit.service';
import type { Response } from 'express';
import { csvColumns, streamCsv } from '../../platform/csv';

import { ApiError } from '../../platform/http/api-error';
import { decodeCursor, keysetPage, type KeysetPosition } from '../../platform/pagination';
import { pickFields } from '../../platform/admin';
import type { StaffActor } from '../../platform/admin';
import type { PaymentRecord } from './payment-record';
import type {
  Page,
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentListQuery,
  AdminPaymentPage,
  AdminRegistrationListQuery,
  AdminRegistrationPage,
} from '@huron/shared/contracts';
import { PaymentsRepository } from './payments.repository';
import { PeopleDirectoryService } from '../auth';

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
    private readonly people: PeopleDirectoryService,
  ) {}

  async list(query: AdminPaymentListQuery, actor: StaffActor): Promise<AdminPaymentPage> {
    const rows = await this.repository.list({ ...query, after: afterCursor(query) });
    const filtered = Boolean(query.status || query.from || query.to || query.q);
    const page = await this.auditedPage(rows, query.limit, actor, 'payment', { filtered });
    return { items: page.items.map(toAdminPayment), nextCursor: page.nextCursor };
  }

  /** Every payment the filters select, as CSV, page by page (each page is audited as read, like a list). */
  async exportPayments(query: AdminPaymentListQuery, actor: StaffActor, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'payments.csv', PAYMENT_COLUMNS, (cursor) => this.list({ ...query, cursor, limit: 100 }, actor));
    await this.audit.record({ actorId: actor.id, action: 'payment.exported', subjectType: 'payment', details: { rows }, requestId: actor.requestId });
  }

  /** Every tax-school registration the filters select, as CSV. */
  async exportRegistrations(query: AdminRegistrationListQuery, actor: StaffActor, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'tax-school-registrations.csv', REGISTRATION_COLUMNS, (cursor) =>
      this.registrations({ ...query, cursor, limit: 100 }, actor),
    );
    await this.audit.record({
      actorId: actor.id,
      action: 'tax_school_registration.exported',
      subjectType: 'tax_school_registration',
      details: { rows },
      requestId: actor.requestId,
    });
  }

  async detail(id: string, actor: StaffActor): Promise<AdminPaymentDetail> {
    const payment = await this.repository.findById(id);
    if (!payment) throw ApiError.notFound('Payment');
    const refunds = await this.repository.refundsOf(id);
    await this.audit.record({ actorId: actor.id, action: 'payment.read', subjectType: 'payment', subjectId: id, requestId: actor.requestId });
    const names = await this.people.staffNamesOf(refunds.flatMap((r) => (r.createdBy ? [r.createdBy] : [])));
    return {
      ...toAdminPayment(payment),
      stripeSessionId: payment.stripeSessionId,
      stripePaymentIntentId: payment.stripePaymentIntentId,
      locale: payment.locale ?? 'en',
      refunds: refunds.map((r) => ({
        id: r.id,
        amount: r.amountCents,
        stripeRefundId: r.stripeRefundId,
        reason: r.reason,
        createdBy: r.createdBy,
        createdByName: r.createdBy ? (names.get(r.createdBy) ?? null) : null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  async registrations(query: AdminRegistrationListQuery, actor: StaffActor): Promise<AdminRegistrationPage> {
    const rows = await this.repository.listRegistrations({ ...query, after: afterCursor(query) });
    const page = await this.auditedPage(rows, query.limit, actor, 'tax_school_registration');
    const items = page.items.map((r) => ({
      ...pickFields(r, ['id', 'paymentId', 'name', 'email', 'phone', 'course', 'paymentStatus']),
      paid: r.paidAt !== null,
      paidAt: r.paidAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
    return { items, nextCursor: page.nextCursor };
  }

  /** A keyset page of a staff list (rows fetched one past the limit); reading it is audited as `<subject>.listed`. */
  private async auditedPage<T extends KeysetPosition>(
    rows: T[],
    limit: number,
    actor: StaffActor,
    subjectType: string,
    details: object = {},
  ): Promise<Page<T>> {
    const page = keysetPage(rows, limit);
    const audited = { actorId: actor.id, action: `${subjectType}.listed`, subjectType, requestId: actor.requestId };
    await this.audit.record({ ...audited, details: { count: page.items.length, ...details } });
    return page;
  }
}

const afterCursor = (query: { cursor?: string }) => (query.cursor ? decodeCursor(query.cursor) : undefined);

function toAdminPayment(p: PaymentRecord): AdminPayment {
  return {
    ...pickFields(p, ['id', 'reference', 'status', 'currency', 'description', 'course', 'name', 'email', 'phone']),
    amount: p.amountCents,
    refunded: p.refundedCents,
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}
