import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { applicationQueryOptions } from '../api/get-application';
import { applicationsQueryOptions } from '../api/list-applications';
import { assigneeFilter, emailColumn, emailField, fromFilter, leadStatusFilter, orderFilter, phoneField, searchFilter, toFilter } from './common';
import { defineLeadKind } from './lead-kind';

export const applications = defineLeadKind({
  slug: 'applications',
  title: m.admin_applications_title,
  caption: m.admin_applications_caption,
  filters: [searchFilter, leadStatusFilter, assigneeFilter, { name: 'job', label: m.admin_field_job, type: 'text' }, fromFilter, toFilter, orderFilter],
  listQuery: applicationsQueryOptions,
  columns: [{ label: m.admin_field_name, cell: (row) => row.name, sort: 'name' }, { label: m.admin_field_job, cell: (row) => row.jobTitle }, emailColumn],
  detailQuery: applicationQueryOptions,
  titleOf: (record) => record.name,
  fields: [{ label: m.admin_field_job, value: (r) => r.jobTitle }, emailField, phoneField, { label: m.admin_field_cover_note, value: (r) => r.coverNote }],
  Actions: lazy(() => import('../actions/application-actions')),
});
