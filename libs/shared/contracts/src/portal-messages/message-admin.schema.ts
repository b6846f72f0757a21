import { z } from 'zod';
import { ENGAGEMENT_KINDS } from '../engagements/engagement.schema';
import { pageOf, pageQuerySchema } from '../common/page.schema';

// The staff inbox of unread client messages (GET /api/admin/messages/unread). Staff read and write threads with the
// client's schemas (MessageThread, MessageCreate); reading one marks the staff side read and is audited.

export const unreadInboxQuerySchema = pageQuerySchema.omit({ order: true }).extend({
  assignee: z
    .union([z.uuid(), z.enum(['me', 'none'])])
    .optional()
    .describe("Only engagements assigned to this staff user id; 'me' the caller, 'none' unassigned; absent: all"),
});
export type UnreadInboxQuery = z.infer<typeof unreadInboxQuerySchema>;

export const unreadThreadSchema = z
  .object({
    engagementId: z.uuid(),
    clientEmail: z.string(),
    taxYear: z.int(),
    kind: z.enum(ENGAGEMENT_KINDS).describe('The engagement kind'),
    assigneeUserId: z.uuid().nullable(),
    unreadCount: z.int().describe('Client messages staff have not read'),
    oldestUnreadAt: z.iso.datetime(),
    latestUnreadAt: z.iso.datetime(),
  })
  .meta({ id: 'UnreadThread', description: 'An engagement with client messages no one at the firm has read' });
export type UnreadThread = z.infer<typeof unreadThreadSchema>;

/** Oldest waiting first (the longest-waiting client on top). */
export const unreadThreadPageSchema = pageOf(unreadThreadSchema, 'UnreadThreadPage');
export type UnreadThreadPage = z.infer<typeof unreadThreadPageSchema>;
