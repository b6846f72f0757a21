import { lazy } from 'react';
import { formatNumber, m } from '@huron/shared/i18n';
import { groupRegistrationQueryOptions } from '../api/get-group-registration';
import { groupRegistrationsQueryOptions } from '../api/list-group-registrations';
import { emailField, officeColumn, officeField, phoneField } from './common';
import { defineLeadKind } from './lead-kind';

export const groupRegistrations = defineLeadKind({
  slug: 'group-registrations',
  title: m.admin_groups_title,
  caption: m.admin_groups_caption,
  listQuery: groupRegistrationsQueryOptions,
  columns: [
    { label: m.admin_field_organization, cell: (row) => row.organization },
    { label: m.admin_field_name, cell: (row) => row.contactName, sort: 'name' },
    { label: m.admin_field_group_size, cell: (row) => formatNumber(row.groupSize) },
    officeColumn,
  ],
  detailQuery: groupRegistrationQueryOptions,
  titleOf: (record) => record.organization,
  fields: [
    { label: m.admin_field_name, value: (r) => r.contactName },
    emailField,
    phoneField,
    { label: m.admin_field_group_size, value: (r) => formatNumber(r.groupSize) },
    officeField,
    { label: m.admin_field_affiliate, value: (r) => r.affiliate },
    { label: m.admin_field_notes, value: (r) => r.notes },
    { label: m.admin_field_referral_code, value: (r) => r.referralCode },
  ],
  Actions: lazy(() => import('../actions/group-registration-actions')),
});
