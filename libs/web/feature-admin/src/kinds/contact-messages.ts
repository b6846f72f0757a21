import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { contactMessageQueryOptions } from '../api/get-contact-message';
import { contactMessagesQueryOptions } from '../api/list-contact-messages';
import { leadFilters, when } from './common';
import { defineKind } from './kind';
import { label } from './labels';

export const contactMessages = defineKind({
  slug: 'contact-messages',
  title: m.admin_contact_title,
  caption: m.admin_contact_caption,
  filters: leadFilters,
  listQuery: contactMessagesQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_received, cell: (row) => when(row.createdAt) },
    { label: m.admin_field_name, cell: (row) => row.name },
    { label: m.admin_field_email, cell: (row) => row.email },
    { label: m.admin_field_office, cell: (row) => label(row.office) },
    { label: m.admin_field_status, cell: (row) => label(row.status) },
  ],
  exportPath: '/api/admin/contact-messages/export.csv',
  detail: {
    query: contactMessageQueryOptions,
    title: (record) => `${record.reference} · ${record.name}`,
    fields: [
      { label: m.admin_field_received, value: (r) => when(r.createdAt) },
      { label: m.admin_field_email, value: (r) => r.email },
      { label: m.admin_field_phone, value: (r) => r.phone },
      { label: m.admin_field_office, value: (r) => label(r.office) },
      { label: m.admin_field_message, value: (r) => r.message },
      { label: m.admin_field_referral_code, value: (r) => r.referralCode },
    ],
    Actions: lazy(() => import('../actions/contact-message-actions')),
  },
});
