import { m } from '@huron/shared/i18n';
import { auditQueryOptions } from '../api/list-audit';
import { orderFilter, when } from './common';
import { defineKind } from './kind';

export const audit = defineKind({
  slug: 'audit',
  title: m.admin_audit_title,
  caption: m.admin_audit_caption,
  filters: [
    { name: 'actor', label: m.admin_audit_actor, type: 'text' },
    { name: 'subjectType', label: m.admin_audit_subject_type, type: 'text' },
    { name: 'subjectId', label: m.admin_audit_subject_id, type: 'text' },
    { name: 'from', label: m.admin_filter_from_day, type: 'date' },
    { name: 'to', label: m.admin_filter_to_day, type: 'date' },
    orderFilter,
  ],
  listQuery: auditQueryOptions,
  rowId: (row) => row.id,
  columns: [
    { label: m.admin_audit_when, cell: (row) => when(row.createdAt) },
    { label: m.admin_audit_who, cell: (row) => row.actorEmail ?? m.admin_audit_system() },
    { label: m.admin_audit_action, cell: (row) => row.action },
    { label: m.admin_audit_record, cell: (row) => [row.subjectType, row.subjectId].filter(Boolean).join(' ') },
    { label: m.admin_audit_address, cell: (row) => row.clientAddress ?? '' },
  ],
  exportPath: '/api/admin/audit/export.csv',
});
