import { lazy } from 'react';
import { formatNumber, m } from '@huron/shared/i18n';
import { groupRegistrationQueryOptions } from '../api/get-group-registration';
import { groupRegistrationsQueryOptions } from '../api/list-group-registrations';
import { leadFilters, when } from './common';
import { defineKind } from './kind';
import { label } from './labels';

export const groupRegistrations = defineKind({
  slug: 'group-registrations',
  title: m.admin_groups_title,
  caption: m.admin_groups_caption,
  filters: leadFilters,
  listQuery: groupRegistrationsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_received, cell: (row) => when(row.createdAt) },
    { label: m.admin_field_organization, cell: (row) => row.organization },
    { label: m.admin_field_name, cell: (row) => row.contactName },
    { label: m.admin_field_group_size, cell: (row) => formatNumber(row.groupSize) },
    { label: m.admin_field_office, cell: (row) => label(row.office) },
    { label: m.admin_field_status, cell: (row) => label(row.status) },
  ],
  exportPath: '/api/admin/group-registrations/export.csv',
  detail: {
    query: groupRegistrationQueryOptions,
    title: (record) => `${record.reference} · ${record.organization}`,
    fields: [
      { label: m.admin_field_received, value: (r) => when(r.createdAt) },
      { label: m.admin_field_name, value: (r) => r.contactName },
      { label: m.admin_field_email, value: (r) => r.email },
      { label: m.admin_field_phone, value: (r) => r.phone },
      { label: m.admin_field_group_size, value: (r) => formatNumber(r.groupSize) },
      { label: m.admin_field_office, value: (r) => label(r.office) },
      { label: m.admin_field_affiliate, value: (r) => r.affiliate },
      { label: m.admin_field_notes, value: (r) => r.notes },
      { label: m.admin_field_referral_code, value: (r) => r.referralCode },
    ],
    Actions: lazy(() => import('../actions/group-registration-actions')),
  },
});
