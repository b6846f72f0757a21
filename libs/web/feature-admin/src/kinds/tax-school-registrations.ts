import { m } from '@huron/shared/i18n';
import { taxSchoolRegistrationsQueryOptions } from '../api/list-tax-school-registrations';
import { emailColumn, orderFilter, when } from './common';
import { defineKind } from './kind';
import { label } from './labels';

export const taxSchoolRegistrations = defineKind({
  slug: 'tax-school',
  title: m.admin_tax_school_title,
  caption: m.admin_tax_school_caption,
  filters: [
    {
      name: 'paid',
      label: m.admin_field_paid,
      type: 'select',
      options: () => [
        { value: '', label: m.admin_filter_any() },
        { value: 'true', label: m.admin_yes() },
        { value: 'false', label: m.admin_no() },
      ],
    },
    { name: 'course', label: m.admin_field_course, type: 'text' },
    orderFilter,
  ],
  listQuery: taxSchoolRegistrationsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_created, cell: (row) => when(row.createdAt) },
    { label: m.admin_field_name, cell: (row) => row.name },
    emailColumn,
    { label: m.admin_field_course, cell: (row) => row.course },
    { label: m.admin_field_paid, cell: (row) => (row.paid ? m.admin_yes() : m.admin_no()) },
    { label: m.admin_field_status, cell: (row) => label(row.paymentStatus) },
  ],
  exportPath: '/api/admin/tax-school/registrations/export.csv',
});
