import { z } from 'zod';

/** `?assignee=` of every staff list of leads: `me` (the caller), a staff member's user id, or `none` (unassigned). */
export const assigneeFilterSchema = z
  .union([z.literal('me'), z.literal('none'), z.uuid()])
  .optional()
  .describe("`me`, a staff member's user id, or `none` for unassigned");

/** The staff member a record is assigned to (a staff user's id), or null to unassign; any other id is a 400 naming `assigneeId`. */
export const assigneeIdSchema = z.uuid().nullable().describe("A staff member's user id, or null to unassign");

/** What every lead row and detail says about its assignee. */
export const assigneeFields = {
  assigneeId: z.uuid().nullable().describe('The staff member it is assigned to'),
  assigneeName: z.string().nullable().describe("The assignee's name (or email when they gave no name)"),
};

export type AssigneeFilter = z.infer<typeof assigneeFilterSchema>;
