import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { taxIntakeQueryOptions } from '../api/get-tax-intake';
import { taxIntakesQueryOptions } from '../api/list-tax-intakes';
import {
  emailColumn,
  emailField,
  leadFilters,
  officeColumn,
  officeField,
  phoneField,
  receivedColumn,
  receivedField,
  statusColumn,
  assigneeColumn,
  assigneeField,
} from './common';
import { defineKind } from './kind';
import { LEAD_STATUSES } from './labels';
import { label } from './labels';

export const taxIntakes = defineKind({
  slug: 'tax-intakes',
  title: m.admin_intakes_title,
  caption: m.admin_intakes_caption,
  filters: leadFilters,
  bulk: { kind: 'tax-intakes', statuses: LEAD_STATUSES },
  listQuery: taxIntakesQueryOptions,
  rowId: (row) => row.id,
  columns: [
    receivedColumn,
    { label: m.admin_field_name, cell: (row) => row.fullName },
    emailColumn,
    { label: m.admin_field_filing_status, cell: (row) => label(row.filingStatus) },
    officeColumn,
    statusColumn,
    assigneeColumn,
  ],
  exportPath: '/api/admin/tax-intakes/export.csv',
  detail: {
    query: taxIntakeQueryOptions,
    title: (record) => `${record.reference} · ${record.fullName}`,
    fields: [
      assigneeField,
      receivedField,
      emailField,
      phoneField,
      { label: m.admin_field_filing_status, value: (r) => label(r.filingStatus) },
      { label: m.admin_field_spouse, value: (r) => (r.spouse ? `${r.spouse.fullName} (${r.spouse.birthYear})` : '') },
      { label: m.admin_field_dependents, value: (r) => r.dependents.map((d) => `${d.fullName} (${label(d.relationship)}, ${d.birthYear})`).join('; ') },
      { label: m.admin_field_income, value: (r) => r.income.map(label).join(', ') },
      officeField,
      { label: m.admin_field_contact_preference, value: (r) => `${label(r.contactMethod)}, ${label(r.contactTime)}` },
      { label: m.admin_field_notes, value: (r) => r.notes },
    ],
    Actions: lazy(() => import('../actions/tax-intake-actions')),
  },
});
