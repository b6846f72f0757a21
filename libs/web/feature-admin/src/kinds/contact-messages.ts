import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { contactMessageQueryOptions } from '../api/get-contact-message';
import { contactMessagesQueryOptions } from '../api/list-contact-messages';
import {
  emailColumn,
  emailField,
  leadFilters,
  officeColumn,
  officeField,
  phoneField,
  languageField,
  receivedColumn,
  receivedField,
  statusColumn,
  assigneeColumn,
  assigneeField,
} from './common';
import { defineKind } from './kind';
import { LEAD_STATUSES } from './labels';

export const contactMessages = defineKind({
  slug: 'contact-messages',
  title: m.admin_contact_title,
  caption: m.admin_contact_caption,
  filters: leadFilters,
  bulk: { kind: 'contact-messages', statuses: LEAD_STATUSES },
  listQuery: contactMessagesQueryOptions,
  rowId: (row) => row.id,
  columns: [receivedColumn, { label: m.admin_field_name, cell: (row) => row.name, sort: 'name' }, emailColumn, officeColumn, statusColumn, assigneeColumn],
  exportPath: '/api/admin/contact-messages/export.csv',
  detail: {
    query: contactMessageQueryOptions,
    title: (record) => `${record.reference} · ${record.name}`,
    fields: [
      assigneeField,
      receivedField,
      emailField,
      phoneField,
      languageField,
      officeField,
      { label: m.admin_field_message, value: (r) => r.message },
      { label: m.admin_field_referral_code, value: (r) => r.referralCode },
    ],
    Actions: lazy(() => import('../actions/contact-message-actions')),
  },
});
