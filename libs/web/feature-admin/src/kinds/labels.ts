import { m } from '@huron/shared/i18n';

/**
 * Words for the statuses and offices staff see in lists, filters and details (light: the overview loads it). Other codes
 * (filing status, service, source...) take codeWord (code-words.ts) where a kind shows them.
 */
/** Record statuses in words (code-words.ts shares them for the status field). */
export const STATUS_WORDS = {
  new: m.admin_status_new,
  in_progress: m.admin_status_in_progress,
  done: m.admin_status_done,
  spam: m.admin_status_spam,
  pending: m.admin_status_pending,
  contacted: m.admin_status_contacted,
  completed: m.admin_status_completed,
  paid: m.admin_status_paid,
  declined: m.admin_status_declined,
  confirmed: m.admin_status_confirmed,
  cancelled: m.admin_status_cancelled,
  no_show: m.admin_status_no_show,
  failed: m.admin_status_failed,
  expired: m.admin_status_expired,
  partially_refunded: m.admin_status_partially_refunded,
  refunded: m.admin_status_refunded,
} satisfies Record<string, () => string>;

/** Offices in words (code-words.ts shares them for the office field). */
export const OFFICE_WORDS = {
  dearborn: m.admin_office_dearborn,
  ypsilanti: m.admin_office_ypsilanti,
  'ann-arbor': m.admin_office_ann_arbor,
  remote: m.admin_office_remote,
} satisfies Record<string, () => string>;

const words: Record<string, () => string> = { ...STATUS_WORDS, ...OFFICE_WORDS };

export const label = (value: string | null | undefined): string => (value ? (words[value]?.() ?? value.replace(/_/g, ' ')) : '');

export const optionsOf = (values: readonly string[]) => () => [
  { value: '', label: m.admin_filter_any() },
  ...values.map((value) => ({ value, label: label(value) })),
];

export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
/** `?sort=` of the lead lists: by name A to Z, or Z to A (the API's ListSort). */
export const NAME_SORTS = ['name', '-name'] as const;
export const OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'] as const;
export const REFERRAL_STATUSES = ['pending', 'contacted', 'completed', 'paid', 'declined'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'] as const;
export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
