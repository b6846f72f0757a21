import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../http/api-error';

/** Who the staff members are (the auth module's PeopleDirectoryService): their names by user id, others left out. */
export interface StaffDirectory {
  staffNamesOf(ids: string[]): Promise<Map<string, string>>;
}

/** A list's `assignee` filter with `me` replaced by the caller's id. */
export function resolveAssignee(assignee: string | undefined, actorId: string): string | undefined {
  return assignee === 'me' ? actorId : assignee;
}

/** Staff lists' `assignee` filter (after resolveAssignee): a staff member's id, or `none` for unassigned rows. */
export function whereAssignee<Row extends ObjectLiteral>(qb: SelectQueryBuilder<Row>, alias: string, assignee: string | undefined): void {
  if (assignee === 'none') qb.andWhere(`${alias}.assignee_id IS NULL`);
  else if (assignee) qb.andWhere(`${alias}.assignee_id = :assignee`, { assignee });
}

/** 400 naming `field` unless `id` is null/undefined or a staff member's user id. */
export async function assertStaffAssignee(staff: StaffDirectory, id: string | null | undefined, field = 'assigneeId'): Promise<void> {
  if (!id) return;
  if (!(await staff.staffNamesOf([id])).has(id)) throw ApiError.validation([{ field, message: 'is not a staff member' }]);
}

/** Adds `assigneeId` and `assigneeName` to each view, from its row, with one lookup of the names. */
export async function withAssignees<Row extends { assigneeId?: string | null }, View>(
  staff: StaffDirectory,
  rows: Row[],
  viewOf: (row: Row) => View | Promise<View>,
): Promise<(View & { assigneeId: string | null; assigneeName: string | null })[]> {
  const names = await staff.staffNamesOf(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])));
  return Promise.all(
    rows.map(async (row) => ({
      ...(await viewOf(row)),
      assigneeId: row.assigneeId ?? null,
      assigneeName: row.assigneeId ? (names.get(row.assigneeId) ?? null) : null,
    })),
  );
}
