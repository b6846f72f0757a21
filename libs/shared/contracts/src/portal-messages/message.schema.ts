import { z } from 'zod/mini';
import { UPLOAD_LIMITS } from '../uploads/upload-limits';

// The thread between a client and the firm on one engagement (issue 44). zod/mini: the portal's composer loads it;
// the API reads the same schema. The body is plain text: HTML is stored as typed and shown as text everywhere.

export const MESSAGE_BODY_MAX = 10_000;

export const messageAuthorSchema = z
  .enum(['client', 'staff'])
  .register(z.globalRegistry, { id: 'MessageAuthor', description: 'Who wrote a message: the client, or someone at the firm' });
export type MessageAuthor = z.output<typeof messageAuthorSchema>;

/** POST /api/portal/engagements/{id}/messages and POST /api/admin/engagements/{id}/messages. */
export const messageCreateSchema = z
  .object({
    body: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGE_BODY_MAX), z.describe('Plain text, 1 to 10,000 characters (trimmed)')),
    documents: z.optional(
      z
        .array(z.uuid())
        .check(z.maxLength(UPLOAD_LIMITS.maxFilesPerSubmission), z.describe('Attachments: upload ids from POST /api/uploads (at most 10 files, 60 MB)')),
    ),
  })
  .register(z.globalRegistry, { id: 'MessageCreate', description: 'A new message in an engagement thread, with optional attachments' });
export type MessageCreateInput = z.input<typeof messageCreateSchema>;
export type MessageCreate = z.output<typeof messageCreateSchema>;

export const messageAttachmentSchema = z
  .object({
    id: z.uuid(),
    name: z.string().check(z.describe('The original file name, sanitised; display text only')),
    size: z.int(),
    type: z.string(),
    url: z.string().check(z.describe('A five-minute signed download link (fetch the thread again for a fresh one)')),
  })
  .register(z.globalRegistry, { id: 'MessageAttachment', description: 'A file attached to a message' });
export type MessageAttachment = z.output<typeof messageAttachmentSchema>;

export const portalMessageSchema = z
  .object({
    id: z.uuid(),
    engagementId: z.uuid(),
    author: messageAuthorSchema,
    authorName: z.nullable(
      z
        .string()
        .check(
          z.describe("Staff messages: the staff member's name (the firm's name when none is on file; never an email to the client); client messages: null"),
        ),
    ),
    body: z.string().check(z.describe('Plain text as written (show it as text, never as HTML)')),
    attachments: z.array(messageAttachmentSchema),
    createdAt: z.iso.datetime(),
    readAt: z.nullable(z.iso.datetime().check(z.describe('When the other side (the recipient) read it; null while unread'))),
  })
  .register(z.globalRegistry, { id: 'PortalMessage', description: 'One message of an engagement thread' });
export type PortalMessage = z.output<typeof portalMessageSchema>;

/** The whole thread, oldest first; `unreadCount` counts the other side's messages the viewer's side has not read. */
export const messageThreadSchema = z
  .object({
    engagementId: z.uuid(),
    messages: z.array(portalMessageSchema),
    unreadCount: z.int(),
  })
  .register(z.globalRegistry, { id: 'MessageThread', description: 'The messages of one engagement, oldest first, and how many are unread by the viewer' });
export type MessageThread = z.output<typeof messageThreadSchema>;

/** POST /api/portal/engagements/{id}/messages/read: how many messages this call marked read (0 when none were unread). */
export const messagesReadSchema = z
  .object({ engagementId: z.uuid(), marked: z.int(), readAt: z.iso.datetime() })
  .register(z.globalRegistry, { id: 'MessagesRead', description: 'The firm\u2019s messages of the thread are marked read by the client' });
export type MessagesRead = z.output<typeof messagesReadSchema>;
