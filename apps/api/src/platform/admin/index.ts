export { ADMIN_RECORD_COLUMNS_SQL, AdminRecordColumns, LeadRecordColumns } from './admin-record-columns';
export { applyAdminPatch, auditRead, inTransaction } from './admin-patch';
export { AdminRecordsService, EXPORT_PAGE, type AdminRecordKind } from './admin-records.service';
export { pickFields } from './pick-fields';
export { leadDetailFields, leadSummary } from './lead-views';
export type { StaffActor } from './staff-actor';
export { whereCreatedOnDays } from './created-on-days';
export { assertStaffAssignee, resolveAssignee, whereAssignee, withAssignees, type StaffDirectory } from './assignees';
