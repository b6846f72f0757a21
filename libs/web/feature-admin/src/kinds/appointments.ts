import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { codeWord } from './code-words';
import { appointmentsQueryOptions } from '../api/list-appointments';
import type { Appointment } from '../components/appointment-actions';
import {
  assigneeColumn,
  assigneeField,
  assigneeFilter,
  emailField,
  officeColumn,
  officeField,
  officeFilter,
  phoneField,
  languageField,
  statusColumn,
  when,
} from './common';
import { defineKind } from './kind';
import { APPOINTMENT_STATUSES, label, optionsOf } from './labels';

export const appointments = defineKind<Appointment, Appointment>({
  slug: 'appointments',
  title: m.admin_appointments_title,
  caption: m.admin_appointments_caption,
  filters: [
    { name: 'day', label: m.admin_filter_day, type: 'date' },
    officeFilter,
    { name: 'status', label: m.admin_field_status, type: 'select', options: optionsOf(APPOINTMENT_STATUSES) },
    assigneeFilter,
  ],
  bulk: { kind: 'appointments', statuses: APPOINTMENT_STATUSES.filter((status) => status !== 'cancelled') },
  listQuery: appointmentsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_starts, cell: (row) => when(row.startsAt) },
    { label: m.admin_field_name, cell: (row) => row.name },
    { label: m.admin_field_service, cell: (row) => codeWord(row.service, 'service') },
    officeColumn,
    statusColumn,
    assigneeColumn,
  ],
  exportPath: '/api/admin/appointments/export.csv',
  detail: {
    title: (record) => `${record.reference} · ${record.name}`,
    fields: [
      { label: m.admin_field_starts, value: (r) => when(r.startsAt) },
      { label: m.admin_field_ends, value: (r) => when(r.endsAt) },
      { label: m.admin_field_status, value: (r) => label(r.status) },
      assigneeField,
      emailField,
      phoneField,
      languageField,
      { label: m.admin_field_service, value: (r) => codeWord(r.service, 'service') },
      officeField,
      { label: m.admin_field_notes, value: (r) => r.notes },
    ],
    Actions: lazy(() => import('../components/appointment-actions')),
  },
});
