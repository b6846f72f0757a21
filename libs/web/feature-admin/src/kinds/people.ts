import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { personQueryOptions, type PersonDetail } from '../api/get-person';
import { peopleQueryOptions } from '../api/list-people';
import { emailColumn, orderFilter, when } from './common';
import { defineKind } from './kind';
import { label } from './labels';

const yesNo = (value: boolean) => (value ? m.admin_yes() : m.admin_no());

export const people = defineKind({
  slug: 'people',
  title: m.admin_people_title,
  caption: m.admin_people_caption,
  filters: [
    { name: 'email', label: m.admin_field_email, type: 'search' },
    {
      name: 'staff',
      label: m.admin_field_staff,
      type: 'select',
      options: () => [
        { value: '', label: m.admin_filter_any() },
        { value: 'true', label: m.admin_yes() },
        { value: 'false', label: m.admin_no() },
      ],
    },
    orderFilter,
  ],
  listQuery: peopleQueryOptions,
  rowId: (row) => row.id,
  columns: [
    emailColumn,
    { label: m.admin_field_name, cell: (row) => row.fullName ?? '' },
    { label: m.admin_field_staff, cell: (row) => yesNo(row.staff) },
    { label: m.admin_field_last_sign_in, cell: (row) => when(row.lastSignInAt) },
    { label: m.admin_field_created, cell: (row) => when(row.createdAt) },
  ],
  detail: {
    query: personQueryOptions,
    title: (record: PersonDetail) => record.email,
    fields: [
      { label: m.admin_field_name, value: (r) => r.fullName },
      { label: m.admin_field_staff, value: (r) => yesNo(r.staff) },
      { label: m.admin_field_email_confirmed, value: (r) => yesNo(r.emailConfirmed) },
      { label: m.admin_field_authenticator, value: (r) => yesNo(r.authenticatorApp) },
      { label: m.admin_field_last_sign_in, value: (r) => when(r.lastSignInAt) },
      { label: m.admin_field_created, value: (r) => when(r.createdAt) },
      {
        label: m.admin_field_sessions,
        value: (r) =>
          r.sessions.length === 0 ? m.admin_person_no_sessions() : r.sessions.map((s) => `${when(s.refreshedAt ?? s.createdAt)} (${label(s.aal)})`).join('; '),
      },
    ],
    Actions: lazy(() => import('../components/person-actions')),
  },
});
