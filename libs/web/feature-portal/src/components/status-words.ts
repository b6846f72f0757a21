import { m } from '@huron/shared/i18n';

/** The client-facing statuses, in the order a return goes through them (the API's enum values). */
export const STATUS_STEPS = ['documents_needed', 'received', 'in_preparation', 'in_review', 'awaiting_signature', 'efiled', 'accepted', 'complete'] as const;

export type ClientStatus = (typeof STATUS_STEPS)[number] | 'rejected';

const statusWords: Record<ClientStatus, () => string> = {
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

export const statusText = (status: string): string => (statusWords[status as ClientStatus] ?? m.portal_status_unknown)();

const kindWords: Record<string, () => string> = {
  individual: m.portal_kind_individual,
  business: m.portal_kind_business,
  amended: m.portal_kind_amended,
  other: m.portal_kind_other,
};

/** "2025 individual return" */
export const returnName = (taxYear: number, kind: string): string => m.portal_return_name({ year: String(taxYear), kind: (kindWords[kind] ?? m.portal_kind_other)() });
