import { m, formatDateTime } from '@huron/shared/i18n';
import type { FilterSpec } from './kind';
import { LEAD_STATUSES, OFFICES, optionsOf } from './labels';

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
export const leadFilters: FilterSpec[] = [searchFilter, leadStatusFilter, officeFilter, fromFilter, toFilter, orderFilter];

export const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '');
