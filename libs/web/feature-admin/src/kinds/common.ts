import { m, formatDateTime } from '@huron/shared/i18n';
import type { Column, DetailField, FilterSpec } from './kind';
import { label, LEAD_STATUSES, OFFICES, optionsOf } from './labels';

export const searchFilter: FilterSpec = { name: 'q', label: m.admin_filter_search, type: 'search' };
export const fromFilter: FilterSpec = { name: 'from', label: m.admin_filter_from, type: 'date' };
export const toFilter: FilterSpec = { name: 'to', label: m.admin_filter_to, type: 'date' };
export const officeFilter: FilterSpec = { name: 'office', label: m.admin_field_office, type: 'select', options: optionsOf(OFFICES) };
export const leadStatusFilter: FilterSpec = { name: 'status', label: m.admin_field_status, type: 'select', options: optionsOf(LEAD_STATUSES) };

/** By date, newest first (no `order` in the URL) or oldest first; every list but appointments (which run by time). */
export const orderFilter: FilterSpec = {
  name: 'order',
  label: m.admin_filter_order,
  type: 'select',
  options: () => [
    { value: '', label: m.admin_order_newest() },
    { value: 'oldest', label: m.admin_order_oldest() },
  ],
};

/** The filters every lead list (contact, group, tax intake) shares. */
/** Who a record is assigned to (issue 45): me, unassigned or one staff member. */
export const assigneeFilter: FilterSpec = { name: 'assignee', label: m.admin_field_assignee, type: 'staff', me: true };
export const leadFilters: FilterSpec[] = [searchFilter, leadStatusFilter, assigneeFilter, officeFilter, fromFilter, toFilter, orderFilter];

export const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '');

/** Columns and detail fields most kinds share: when it came in, how to reach the person, the office, the status. */
export const receivedColumn: Column<{ createdAt: string }> = { label: m.admin_field_received, cell: (row) => when(row.createdAt), sort: 'date' };
export const emailColumn: Column<{ email: string }> = { label: m.admin_field_email, cell: (row) => row.email };
export const officeColumn: Column<{ office: string }> = { label: m.admin_field_office, cell: (row) => label(row.office) };
export const statusColumn: Column<{ status: string }> = { label: m.admin_field_status, cell: (row) => label(row.status) };
export const assigneeColumn: Column<{ assigneeName: string | null }> = {
  label: m.admin_field_assignee,
  cell: (row) => row.assigneeName ?? m.admin_assignee_none(),
};
export const assigneeField: DetailField<{ assigneeName: string | null }> = {
  label: m.admin_field_assignee,
  value: (r) => r.assigneeName ?? m.admin_assignee_none(),
};
export const receivedField: DetailField<{ createdAt: string }> = { label: m.admin_field_received, value: (r) => when(r.createdAt) };
export const emailField: DetailField<{ email: string }> = { label: m.admin_field_email, value: (r) => r.email };
export const phoneField: DetailField<{ phone: string | null }> = { label: m.admin_field_phone, value: (r) => r.phone };
export const officeField: DetailField<{ office: string }> = { label: m.admin_field_office, value: (r) => label(r.office) };
const LANGUAGE_WORDS: Record<string, () => string> = { en: m.admin_language_en, es: m.admin_language_es, ar: m.admin_language_ar };
/** The language of the page a lead came from (issue 46): the client's mails are written in it. */
export const languageField: DetailField<{ locale?: string }> = {
  label: m.admin_field_language,
  value: (r) => (r.locale ? (LANGUAGE_WORDS[r.locale]?.() ?? r.locale) : null),
};
