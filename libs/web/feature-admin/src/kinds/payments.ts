import { createElement, lazy } from 'react';
import { formatMoney, m } from '@huron/shared/i18n';
import { paymentQueryOptions, type Payment } from '../api/get-payment';
import { RefundList } from '../components/refund-list';
import { paymentsQueryOptions } from '../api/list-payments';
import { emailField, fromFilter, orderFilter, phoneField, languageField, searchFilter, statusColumn, toFilter, when } from './common';
import { defineKind } from './kind';
import { label, optionsOf, PAYMENT_STATUSES } from './labels';

export const payments = defineKind({
  slug: 'payments',
  title: m.admin_payments_title,
  caption: m.admin_payments_caption,
  filters: [
    searchFilter,
    { name: 'status', label: m.admin_field_status, type: 'select', options: optionsOf(PAYMENT_STATUSES) },
    fromFilter,
    toFilter,
    orderFilter,
  ],
  listQuery: paymentsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_reference, cell: (row) => row.reference },
    { label: m.admin_field_created, cell: (row) => when(row.createdAt) },
    { label: m.admin_field_name, cell: (row) => row.name },
    { label: m.admin_field_description, cell: (row) => row.description },
    { label: m.admin_field_amount, cell: (row) => formatMoney(row.amount) },
    { label: m.admin_field_refunded, cell: (row) => (row.refunded ? formatMoney(row.refunded) : '') },
    statusColumn,
  ],
  exportPath: '/api/admin/payments/export.csv',
  detail: {
    query: paymentQueryOptions,
    title: (record: Payment) => `${record.name} · ${formatMoney(record.amount)}`,
    fields: [
      { label: m.admin_field_reference, value: (r) => r.reference },
      { label: m.admin_field_status, value: (r) => label(r.status) },
      { label: m.admin_field_amount, value: (r) => formatMoney(r.amount) },
      { label: m.admin_field_refunded, value: (r) => formatMoney(r.refunded) },
      { label: m.admin_field_description, value: (r) => r.description },
      emailField,
      phoneField,
      languageField,
      { label: m.admin_field_created, value: (r) => when(r.createdAt) },
      { label: m.admin_field_paid_at, value: (r) => when(r.paidAt) },
      { label: m.admin_field_refunds, value: (r) => (r.refunds.length === 0 ? null : createElement(RefundList, { refunds: r.refunds })) },
    ],
    Actions: lazy(() => import('../components/refund-form')),
  },
});
