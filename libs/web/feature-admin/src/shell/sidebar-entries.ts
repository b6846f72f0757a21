import { m } from '@huron/shared/i18n';

/** One line of the back office's sidebar: where it goes, its words, and (optionally) its count in GET /api/admin/queues. */
export interface SidebarEntry {
  to: string;
  label: () => string;
  /** The key of its figure in `AdminQueues.counts` (apps/api/src/modules/admin/queues.repository.ts, QUEUE_COUNTS). */
  count?: string;
  /** Only the exact path is "current" (the overview, whose path starts every other). */
  end?: boolean;
}

/** The sidebar, in menu order: adding an entry is one line here (and, for a count, one line in QUEUE_COUNTS). */
export const SIDEBAR_ENTRIES: SidebarEntry[] = [
  { to: '/admin', label: m.admin_overview_title, end: true },
  { to: '/admin/my-work', label: m.admin_my_work_title, count: 'myWork' },
  { to: '/admin/engagements', label: m.admin_engagements_title, count: 'engagements' },
  { to: '/admin/inbox', label: m.admin_inbox_title, count: 'inbox' },
  { to: '/admin/tax-intakes', label: m.admin_intakes_title, count: 'tax-intakes' },
  { to: '/admin/contact-messages', label: m.admin_contact_title, count: 'contact-messages' },
  { to: '/admin/group-registrations', label: m.admin_groups_title, count: 'group-registrations' },
  { to: '/admin/applications', label: m.admin_applications_title, count: 'applications' },
  { to: '/admin/appointments', label: m.admin_appointments_title, count: 'appointments' },
  { to: '/admin/calendar', label: m.admin_calendar_title },
  { to: '/admin/payments', label: m.admin_payments_title },
  { to: '/admin/tax-school', label: m.admin_tax_school_title },
  { to: '/admin/referrals', label: m.admin_referrals_title, count: 'referrals' },
  { to: '/admin/people', label: m.admin_people_title },
  { to: '/admin/audit', label: m.admin_audit_title },
  { to: '/admin/closures', label: m.admin_closures_title },
  { to: '/admin/course-sessions', label: m.admin_sessions_title },
  { to: '/admin/hours', label: m.admin_hours_title },
  { to: '/admin/job-postings', label: m.admin_postings_title },
];
