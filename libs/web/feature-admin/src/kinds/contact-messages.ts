import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { contactMessageQueryOptions } from '../api/get-contact-message';
import { contactMessagesQueryOptions } from '../api/list-contact-messages';
import { emailColumn, emailField, officeColumn, officeField, phoneField } from './common';
import { defineLeadKind } from './lead-kind';

export const contactMessages = defineLeadKind({
  slug: 'contact-messages',
  title: m.admin_contact_title,
  caption: m.admin_contact_caption,
  listQuery: contactMessagesQueryOptions,
  columns: [{ label: m.admin_field_name, cell: (row) => row.name, sort: 'name' }, emailColumn, officeColumn],
  detailQuery: contactMessageQueryOptions,
  titleOf: (record) => record.name,
  fields: [
    emailField,
    phoneField,
    officeField,
    { label: m.admin_field_message, value: (r) => r.message },
    { label: m.admin_field_referral_code, value: (r) => r.referralCode },
  ],
  Actions: lazy(() => import('../actions/contact-message-actions')),
});
