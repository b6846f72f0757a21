import type { EfileResult, EngagementHistoryEntry, EngagementStatus } from '@huron/shared/contracts/engagements';
import { m } from '@huron/shared/i18n';

/** The steps a return goes through, as the client sees them ('rejected' takes the place of 'accepted' when it happens). */
export const STATUS_STEPS: readonly EngagementStatus[] = [
  'documents_needed',
  'received',
  'in_preparation',
  'in_review',
  'awaiting_signature',
  'efiled',
  'accepted',
  'complete',
];

const statusWords: Record<EngagementStatus, () => string> = {
  documents_needed: m.portal_status_documents_needed,
  received: m.portal_status_received,
  in_preparation: m.portal_status_in_preparation,
  in_review: m.portal_status_in_review,
  awaiting_signature: m.portal_status_awaiting_signature,
  efiled: m.portal_status_efiled,
  accepted: m.portal_status_accepted,
  rejected: m.portal_status_rejected,
  complete: m.portal_status_complete,
};

export const statusText = (status: string): string => (statusWords[status as EngagementStatus] ?? m.portal_status_unknown)();

const efileWords: Record<EfileResult, () => string> = {
  not_filed: m.portal_efile_not_filed,
  pending: m.portal_efile_pending,
  accepted: m.portal_efile_accepted,
  rejected: m.portal_efile_rejected,
};

export const efileText = (result: string): string => (efileWords[result as EfileResult] ?? m.portal_status_unknown)();

/** A history line: 'Received', or 'IRS: Accepted'. */
export function historyText(entry: EngagementHistoryEntry): string {
  if (entry.field === 'irs') return m.portal_efile_irs_result({ result: efileText(entry.value) });
  if (entry.field === 'michigan') return m.portal_efile_michigan_result({ result: efileText(entry.value) });
  return statusText(entry.value);
}

const kindWords: Record<string, () => string> = {
  individual: m.portal_kind_individual,
  business: m.portal_kind_business,
  amended: m.portal_kind_amended,
  other: m.portal_kind_other,
};

/** "2025 individual return" */
export const returnName = (taxYear: number, kind: string): string =>
  m.portal_return_name({ year: String(taxYear), kind: (kindWords[kind] ?? m.portal_kind_other)() });
