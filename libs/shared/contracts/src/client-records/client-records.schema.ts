import { z } from 'zod';
import { CLIENT_RECORD_LIMITS, PERSON_REF_KINDS, RECORD_KINDS, TIMELINE_KINDS } from './client-record-kinds';

/** The staff path segment of a record kind with notes and replies: /api/admin/{kind}/{id}/notes. */
export const recordKindSchema = z.enum(RECORD_KINDS).meta({ id: 'RecordKind', description: 'A kind of client record, as in its staff path' });

/** The id of a record in a notes or replies path. */
export const recordIdSchema = z.uuid().meta({ id: 'RecordId', description: 'The id of the record (a uuid)' });

export const recordNoteCreateSchema = z
  .object({ body: z.string().trim().min(1).max(CLIENT_RECORD_LIMITS.noteMax) })
  .strict()
  .meta({ id: 'RecordNoteCreate', description: 'An internal note on a record (append-only; never shown to the client)' });

export const recordReplyCreateSchema = z
  .object({
    subject: z.string().trim().min(1).max(CLIENT_RECORD_LIMITS.subjectMax).optional().describe('Default: "About your <kind> <reference>"'),
    body: z.string().trim().min(1).max(CLIENT_RECORD_LIMITS.replyMax),
  })
  .strict()
  .meta({ id: 'RecordReplyCreate', description: "A reply to the record's client: mailed (Reply-To the office), or posted in their portal thread" });

export const recordNoteSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(['note', 'reply', 'earlier']).describe("'earlier': the record's former single internal note, kept as its first entry"),
    subject: z.string().nullable().describe('Replies only'),
    body: z.string(),
    delivery: z.enum(['mail', 'portal']).nullable().describe("Replies only: mailed, or posted in the client's portal thread"),
    authorUserId: z.uuid().nullable(),
    authorName: z.string().nullable().describe('Null for an earlier note (author unknown) or an account without a name'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RecordNote', description: 'One entry of a record’s history: a note or a reply (never changed once written)' });

export const recordNoteListSchema = z
  .object({ items: z.array(recordNoteSchema).describe('Oldest first') })
  .meta({ id: 'RecordNoteList', description: 'Every note and reply on a record, oldest first' });

export const timelineKindSchema = z.enum(TIMELINE_KINDS).meta({ id: 'TimelineEntryKind' });

export const timelineEntrySchema = z
  .object({
    kind: timelineKindSchema,
    id: z.uuid(),
    at: z.iso.datetime(),
    label: z.string().describe('A short summary: the reference, service, amount or status (no free text the client typed)'),
    status: z.string().nullable(),
    amountCents: z.int().nullable(),
    path: z.string().describe('The record in the back office, e.g. /admin/tax-intakes/<id>'),
  })
  .meta({ id: 'TimelineEntry' });

export const personTimelineSchema = z
  .object({
    items: z.array(timelineEntrySchema).describe('Newest first'),
    nextCursor: z.string().nullable(),
    emails: z.array(z.string()).describe('The addresses matched: the account’s verified email and proven mailboxes, or the record’s email'),
    name: z.string().nullable(),
    userId: z.uuid().nullable().describe('The account, when the person has one'),
  })
  .meta({ id: 'PersonTimelinePage', description: 'One page of everything one person did, newest first' });

export const personTimelineQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z.string().min(1).max(500).optional().describe('nextCursor of the previous page'),
  })
  .meta({ id: 'PersonTimelineQuery' });

export const personRefSchema = z
  .string()
  .regex(
    new RegExp(
      `^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?:${PERSON_REF_KINDS.join('|')})\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
      'i',
    ),
  )
  .meta({
    id: 'PersonRef',
    description: 'A user id (the account: its verified email and proven mailboxes), or <kind>.<record id> (the email on that record)',
  });

/** The path parameters of the timeline route, so a bad id is a 400 naming `id`. */
export const personTimelineParamsSchema = z.object({ id: personRefSchema });

export type RecordKind = z.infer<typeof recordKindSchema>;
export type PersonRefKind = (typeof PERSON_REF_KINDS)[number];
export type RecordNoteCreate = z.output<typeof recordNoteCreateSchema>;
export type RecordReplyCreate = z.output<typeof recordReplyCreateSchema>;
export type RecordNote = z.infer<typeof recordNoteSchema>;
export type RecordNoteList = z.infer<typeof recordNoteListSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type PersonTimeline = z.infer<typeof personTimelineSchema>;
export type PersonTimelineQuery = z.output<typeof personTimelineQuerySchema>;
