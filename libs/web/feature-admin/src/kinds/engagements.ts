import { lazy } from 'react';
import { m } from '@huron/shared/i18n';
import { engagementQueryOptions, type Engagement } from '../api/get-engagement';
import { engagementsQueryOptions, type EngagementSummary } from '../api/list-engagements';
import { orderFilter, when } from './common';
import {
  ENGAGEMENT_INTERNAL_STATUSES,
  ENGAGEMENT_KINDS,
  ENGAGEMENT_STATUSES,
  engagementKindLabel,
  engagementStatusLabel,
  internalStatusLabel,
} from './engagement-labels';
import { defineKind } from './kind';
import { label } from './labels';

const any = (values: readonly string[], words: (value: string) => string) => () => [
  { value: '', label: m.admin_filter_any() },
  ...values.map((value) => ({ value, label: words(value) })),
];

const assignee = (record: EngagementSummary) => record.assigneeName ?? (record.assigneeUserId ? record.assigneeUserId : m.admin_assignee_none());

/** The client portal's engagements: one per client email, tax year and kind. */
export const engagements = defineKind({
  slug: 'engagements',
  title: m.admin_engagements_title,
  caption: m.admin_engagements_caption,
  filters: [
    { name: 'q', label: m.admin_filter_client_email, type: 'search' },
    { name: 'status', label: m.admin_field_status, type: 'select', options: any(ENGAGEMENT_STATUSES, engagementStatusLabel) },
    { name: 'kind', label: m.admin_field_kind, type: 'select', options: any(ENGAGEMENT_KINDS, engagementKindLabel) },
    { name: 'taxYear', label: m.admin_field_tax_year, type: 'text' },
    { name: 'assignee', label: m.admin_field_assignee, type: 'staff' },
    { name: 'internalStatus', label: m.admin_field_internal_status, type: 'select', options: any(ENGAGEMENT_INTERNAL_STATUSES, internalStatusLabel) },
    orderFilter,
  ],
  listQuery: engagementsQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_field_client_email, cell: (row) => row.clientEmail },
    { label: m.admin_field_tax_year, cell: (row) => String(row.taxYear) },
    { label: m.admin_field_kind, cell: (row) => engagementKindLabel(row.kind) },
    { label: m.admin_field_status, cell: (row) => engagementStatusLabel(row.status) },
    { label: m.admin_field_assignee, cell: assignee },
    { label: m.admin_field_open_requests, cell: (row) => String(row.openRequestCount) },
    { label: m.admin_field_submitted_requests, cell: (row) => String(row.submittedRequestCount) },
    { label: m.admin_field_updated, cell: (row) => when(row.updatedAt) },
  ],
  Create: lazy(() => import('../components/engagement-create-form')),
  detail: {
    query: engagementQueryOptions,
    title: (record: Engagement) =>
      m.admin_engagement_title({ email: record.clientEmail, year: String(record.taxYear), kind: engagementKindLabel(record.kind) }),
    fields: [
      { label: m.admin_field_name, value: (r) => r.clientName },
      { label: m.admin_field_client_account, value: (r) => (r.clientUserId ? m.admin_client_has_account() : m.admin_client_no_account()) },
      { label: m.admin_field_status, value: (r) => engagementStatusLabel(r.status) },
      { label: m.admin_field_internal_status, value: (r) => internalStatusLabel(r.internalStatus) },
      { label: m.admin_field_assignee, value: assignee },
      { label: m.admin_field_office, value: (r) => label(r.office) },
      { label: m.admin_field_created, value: (r) => when(r.createdAt) },
      { label: m.admin_field_invitation_sent, value: (r) => when(r.invitationSentAt) },
      { label: m.admin_field_retain_until, value: (r) => when(r.retainUntil) },
    ],
    actionsKey: (record) => record.id,
    Actions: lazy(() => import('../actions/engagement-actions')),
  },
});
