import { pickFields } from './pick-fields';

type LeadRow = { assigneeId: string | null; createdAt: Date; updatedAt: Date };

/**
 * A lead record's row in a staff list: the named columns as they are, its assignee and when it came in. The assignee's
 * name is added by AdminRecordsService (withAssignees), from one lookup per page.
 */
export function leadSummary<T extends LeadRow, K extends keyof T>(row: T, keys: readonly K[]) {
  return { ...pickFields(row, keys), assigneeId: row.assigneeId, assigneeName: null, createdAt: row.createdAt.toISOString() };
}

/** What a lead record's detail adds to its summary: more columns as they are, and when it last changed. */
export function leadDetailFields<T extends LeadRow, K extends keyof T>(row: T, keys: readonly K[]) {
  return { ...pickFields(row, keys), updatedAt: row.updatedAt.toISOString() };
}
