import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { applicationQueryOptions } from '../api/get-application';
import { applicationsQueryOptions } from '../api/list-applications';
import { fromFilter, leadStatusFilter, orderFilter, searchFilter, toFilter, when } from './common';
import { defineKind } from './kind';
import { label } from './labels';

export const applications = defineKind({
  slug: 'applications',
  title: m.admin_applications_title,
  caption: m.admin_applications_caption,
  filters: [searchFilter, leadStatusFilter, { name: 'job', label: m.admin_field_job, type: 'text' }, fromFilter, toFilter, orderFilter],
  listQuery: applicationsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_received, cell: (row) => when(row.createdAt) },
    { label: m.admin_field_name, cell: (row) => row.name },
    { label: m.admin_field_job, cell: (row) => row.jobTitle },
    { label: m.admin_field_email, cell: (row) => row.email },
    { label: m.admin_field_status, cell: (row) => label(row.status) },
  ],
  exportPath: '/api/admin/applications/export.csv',
  detail: {
    query: applicationQueryOptions,
    title: (record) => `${record.reference} · ${record.name}`,
    fields: [
      { label: m.admin_field_received, value: (r) => when(r.createdAt) },
      { label: m.admin_field_job, value: (r) => r.jobTitle },
      { label: m.admin_field_email, value: (r) => r.email },
      { label: m.admin_field_phone, value: (r) => r.phone },
      { label: m.admin_field_cover_note, value: (r) => r.coverNote },
    ],
    Actions: lazy(() => import('../actions/application-actions')),
  },
});
