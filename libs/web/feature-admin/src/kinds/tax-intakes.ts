import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { codeWord } from './code-words';
import { taxIntakeQueryOptions } from '../api/get-tax-intake';
import { taxIntakesQueryOptions } from '../api/list-tax-intakes';
import { emailColumn, emailField, officeColumn, officeField, phoneField } from './common';
import { defineLeadKind } from './lead-kind';

export const taxIntakes = defineLeadKind({
  slug: 'tax-intakes',
  title: m.admin_intakes_title,
  caption: m.admin_intakes_caption,
  listQuery: taxIntakesQueryOptions,
  columns: [
    { label: m.admin_field_name, cell: (row) => row.fullName, sort: 'name' },
    emailColumn,
    { label: m.admin_field_filing_status, cell: (row) => codeWord(row.filingStatus, 'filingStatus') },
    officeColumn,
  ],
  detailQuery: taxIntakeQueryOptions,
  titleOf: (record) => record.fullName,
  fields: [
    emailField,
    phoneField,
    { label: m.admin_field_filing_status, value: (r) => codeWord(r.filingStatus, 'filingStatus') },
    { label: m.admin_field_spouse, value: (r) => (r.spouse ? `${r.spouse.fullName} (${r.spouse.birthYear})` : '') },
    {
      label: m.admin_field_dependents,
      value: (r) => r.dependents.map((d) => `${d.fullName} (${codeWord(d.relationship, 'relationship')}, ${d.birthYear})`).join('; '),
    },
    { label: m.admin_field_income, value: (r) => r.income.map((item) => codeWord(item, 'income')).join(', ') },
    officeField,
    { label: m.admin_field_contact_preference, value: (r) => `${codeWord(r.contactMethod, 'contactMethod')}, ${codeWord(r.contactTime, 'contactTime')}` },
    { label: m.admin_field_notes, value: (r) => r.notes },
  ],
  Actions: lazy(() => import('../actions/tax-intake-actions')),
});
