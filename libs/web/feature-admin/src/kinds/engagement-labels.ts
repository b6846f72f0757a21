import { m } from '@huron/shared/i18n';
import type { DocumentRequestStatus, EfileResult, EngagementKind, EngagementStatus } from '@huron/shared/contracts/engagements';
import type { EngagementInternalStatus } from '@huron/shared/contracts';

// Words for the portal's values in the back office. Their own tables, not labels.ts's: the same value (accepted,
// pending) means different things for an engagement, an e-file result and a request. The value lists repeat the
// contracts' (type-checked against them) so the lists' script does not carry the schemas.

type All<T extends string> = readonly [T, ...T[]];
export const ENGAGEMENT_STATUSES = [
  'documents_needed',
  'received',
  'in_preparation',
  'in_review',
  'awaiting_signature',
  'efiled',
  'accepted',
  'rejected',
  'complete',
] as const satisfies All<EngagementStatus>;
export const ENGAGEMENT_KINDS = ['individual', 'business', 'amended', 'other'] as const satisfies All<EngagementKind>;
export const ENGAGEMENT_INTERNAL_STATUSES = ['active', 'on_hold', 'waiting_on_third_party', 'partner_review'] as const satisfies All<EngagementInternalStatus>;
export const EFILE_RESULTS = ['not_filed', 'pending', 'accepted', 'rejected'] as const satisfies All<EfileResult>;
export const DOCUMENT_REQUEST_STATUSES = ['open', 'submitted', 'accepted', 'returned', 'closed'] as const satisfies All<DocumentRequestStatus>;

type Words = Record<string, () => string>;
const reader = (words: Words) => (value: string | null | undefined) => (value ? (words[value]?.() ?? value.replace(/_/g, ' ')) : '');

export const engagementStatusLabel = reader({
  documents_needed: m.admin_engagement_status_documents_needed,
  received: m.admin_engagement_status_received,
  in_preparation: m.admin_engagement_status_in_preparation,
  in_review: m.admin_engagement_status_in_review,
  awaiting_signature: m.admin_engagement_status_awaiting_signature,
  efiled: m.admin_engagement_status_efiled,
  accepted: m.admin_engagement_status_accepted,
  rejected: m.admin_engagement_status_rejected,
  complete: m.admin_engagement_status_complete,
});

export const engagementKindLabel = reader({
  individual: m.admin_kind_individual,
  business: m.admin_kind_business,
  amended: m.admin_kind_amended,
  other: m.admin_kind_other,
});

export const internalStatusLabel = reader({
  active: m.admin_internal_status_active,
  on_hold: m.admin_internal_status_on_hold,
  waiting_on_third_party: m.admin_internal_status_waiting_on_third_party,
  partner_review: m.admin_internal_status_partner_review,
});

export const efileLabel = reader({
  not_filed: m.admin_efile_not_filed,
  pending: m.admin_efile_pending,
  accepted: m.admin_efile_accepted,
  rejected: m.admin_efile_rejected,
});

export const requestStatusLabel = reader({
  open: m.admin_request_status_open,
  submitted: m.admin_request_status_submitted,
  accepted: m.admin_request_status_accepted,
  returned: m.admin_request_status_returned,
  closed: m.admin_request_status_closed,
});

export const invoiceStatusLabel = reader({ open: m.admin_invoice_status_open, paid: m.admin_invoice_status_paid });

export const historyFieldLabel = reader({
  status: m.admin_history_field_status,
  irs: m.admin_history_field_irs,
  michigan: m.admin_history_field_michigan,
  internal_status: m.admin_history_field_internal_status,
});

/** A history entry's value in words, read by the field it belongs to. */
export const historyValueLabel = (field: string, value: string) =>
  field === 'status' ? engagementStatusLabel(value) : field === 'internal_status' ? internalStatusLabel(value) : efileLabel(value);

export const optionsFrom = (values: readonly string[], words: (value: string) => string) => values.map((value) => ({ value, label: words(value) }));
