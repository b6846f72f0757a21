import { m } from '@huron/shared/i18n';
import type { DocumentRequestStatus, EfileResult, EngagementKind, EngagementStatus } from '@huron/shared/contracts/engagements';
import type { EngagementInternalStatus } from '@huron/shared/contracts';

// Words for the portal's values in the back office. Their own tables, not labels.ts's: the same value (accepted,
// pending) means different things for an engagement, an e-file result and a request. Each table has a word for every
// value the contracts allow (type-checked), and the value lists are read from it in its order, so the lists' script
// does not carry the schemas.

type Words<T extends string> = Record<T, () => string>;
const valuesOf = <T extends string>(words: Words<T>) => Object.keys(words) as [T, ...T[]];
const reader = (words: Record<string, () => string>) => (value: string | null | undefined) => (value ? (words[value]?.() ?? value.replace(/_/g, ' ')) : '');

const STATUS_WORDS = {
  documents_needed: m.admin_engagement_status_documents_needed,
  received: m.admin_engagement_status_received,
  in_preparation: m.admin_engagement_status_in_preparation,
  in_review: m.admin_engagement_status_in_review,
  awaiting_signature: m.admin_engagement_status_awaiting_signature,
  efiled: m.admin_engagement_status_efiled,
  accepted: m.admin_engagement_status_accepted,
  rejected: m.admin_engagement_status_rejected,
  complete: m.admin_engagement_status_complete,
} satisfies Words<EngagementStatus>;
const KIND_WORDS = {
  individual: m.admin_kind_individual,
  business: m.admin_kind_business,
  amended: m.admin_kind_amended,
  other: m.admin_kind_other,
} satisfies Words<EngagementKind>;
const INTERNAL_STATUS_WORDS = {
  active: m.admin_internal_status_active,
  on_hold: m.admin_internal_status_on_hold,
  waiting_on_third_party: m.admin_internal_status_waiting_on_third_party,
  partner_review: m.admin_internal_status_partner_review,
} satisfies Words<EngagementInternalStatus>;
const EFILE_WORDS = {
  not_filed: m.admin_efile_not_filed,
  pending: m.admin_efile_pending,
  accepted: m.admin_efile_accepted,
  rejected: m.admin_efile_rejected,
} satisfies Words<EfileResult>;
const REQUEST_STATUS_WORDS = {
  open: m.admin_request_status_open,
  submitted: m.admin_request_status_submitted,
  accepted: m.admin_request_status_accepted,
  returned: m.admin_request_status_returned,
  closed: m.admin_request_status_closed,
} satisfies Words<DocumentRequestStatus>;

export const ENGAGEMENT_STATUSES = valuesOf(STATUS_WORDS);
export const ENGAGEMENT_KINDS = valuesOf(KIND_WORDS);
export const ENGAGEMENT_INTERNAL_STATUSES = valuesOf(INTERNAL_STATUS_WORDS);
export const EFILE_RESULTS = valuesOf(EFILE_WORDS);
export const DOCUMENT_REQUEST_STATUSES = valuesOf(REQUEST_STATUS_WORDS);

export const engagementStatusLabel = reader(STATUS_WORDS);
export const engagementKindLabel = reader(KIND_WORDS);
export const internalStatusLabel = reader(INTERNAL_STATUS_WORDS);
export const efileLabel = reader(EFILE_WORDS);
export const requestStatusLabel = reader(REQUEST_STATUS_WORDS);
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
