import { m, formatDateTime } from '@huron/shared/i18n';
import type { FilterSpec } from './kind';
import { LEAD_STATUSES, OFFICES, optionsOf } from './labels';

export const searchFilter: FilterSpec = { name: 'q', label: m.admin_filter_search, type: 'search' };
export const fromFilter: FilterSpec = { name: 'from', label: m.admin_filter_from, type: 'date' };
export const toFilter: FilterSpec = { name: 'to', label: m.admin_filter_to, type: 'date' };
export const officeFilter: FilterSpec = { name: 'office', label: m.admin_field_office, type: 'select', options: optionsOf(OFFICES) };
export const leadStatusFilter: FilterSpec = { name: 'status', label: m.admin_field_status, type: 'select', options: optionsOf(LEAD_STATUSES) };

/** The filters every lead list (contact, group, tax intake, applications) shares. */
export const leadFilters: FilterSpec[] = [searchFilter, leadStatusFilter, officeFilter, fromFilter, toFilter];

export const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '');
