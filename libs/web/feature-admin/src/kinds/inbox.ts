import { createElement } from 'react';
import { m } from '@huron/shared/i18n';
import { unreadMessagesQueryOptions } from '../api/list-unread-messages';
import { StaffName } from '../components/staff-select';
import { when } from './common';
import { engagementKindLabel } from './engagement-labels';
import { defineKind } from './kind';

/** One inbox of unread client messages across engagements, longest waiting first; a row opens the engagement's thread. */
export const inbox = defineKind({
  slug: 'inbox',
  title: m.admin_inbox_title,
  caption: m.admin_inbox_caption,
  filters: [{ name: 'assignee', label: m.admin_field_assignee, type: 'staff', me: true }],
  listQuery: unreadMessagesQueryOptions,
  rowId: (row) => row.engagementId,
  rowLink: (row) => `/admin/engagements/${row.engagementId}#messages`,
  columns: [
    { label: m.admin_field_client_email, cell: (row) => row.clientEmail },
    { label: m.admin_field_engagement, cell: (row) => `${row.taxYear} ${engagementKindLabel(row.kind)}` },
    { label: m.admin_field_unread, cell: (row) => String(row.unreadCount) },
    { label: m.admin_field_waiting_since, cell: (row) => when(row.oldestUnreadAt) },
    { label: m.admin_field_sent, cell: (row) => when(row.latestUnreadAt) },
    { label: m.admin_field_assignee, cell: (row) => createElement(StaffName, { id: row.assigneeUserId }) },
  ],
});
