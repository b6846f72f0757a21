import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { applicationQueryOptions } from '../api/get-application';
import { applicationsQueryOptions } from '../api/list-applications';
import {
  emailColumn,
  emailField,
  fromFilter,
  leadStatusFilter,
  orderFilter,
  phoneField,
  languageField,
  receivedColumn,
  receivedField,
  searchFilter,
  statusColumn,
  toFilter,
  assigneeColumn,
  assigneeField,
  assigneeFilter,
} from './common';
import { defineKind } from './kind';
import { LEAD_STATUSES } from './labels';

export const applications = defineKind({
  slug: 'applications',
  title: m.admin_applications_title,
  caption: m.admin_applications_caption,
  filters: [searchFilter, leadStatusFilter, assigneeFilter, { name: 'job', label: m.admin_field_job, type: 'text' }, fromFilter, toFilter, orderFilter],
  bulk: { kind: 'applications', statuses: LEAD_STATUSES },
  listQuery: applicationsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    receivedColumn,
    { label: m.admin_field_name, cell: (row) => row.name, sort: 'name' },
    { label: m.admin_field_job, cell: (row) => row.jobTitle },
    emailColumn,
    statusColumn,
    assigneeColumn,
  ],
  exportPath: '/api/admin/applications/export.csv',
  detail: {
    query: applicationQueryOptions,
    title: (record) => `${record.reference} · ${record.name}`,
    fields: [
      assigneeField,
      receivedField,
      { label: m.admin_field_job, value: (r) => r.jobTitle },
      emailField,
      phoneField,
      languageField,
      { label: m.admin_field_cover_note, value: (r) => r.coverNote },
    ],
    Actions: lazy(() => import('../actions/application-actions')),
  },
});
