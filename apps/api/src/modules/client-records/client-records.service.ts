import { Injectable } from '@nestjs/common';
import {
  CLIENT_RECORD_LIMITS,
  type PersonRefKind,
  type PersonTimeline,
  type PersonTimelineQuery,
  type RecordKind,
  type RecordNote,
  type RecordNoteCreate,
  type RecordNoteList,
  type RecordReplyCreate,
  type TimelineEntry,
} from '@huron/shared/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { StaffActor } from '../../platform/admin';
import { Transactions, type Tx } from '../../platform/database/transactions';
import { MailService } from '../../platform/mail/mail.service';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { RateLimiter } from '../../platform/rate-limit';
import { PeopleDirectoryService } from '../auth';
import { PortalMessagesService } from '../portal-messages';
import { clientRecordErrors } from './client-records.errors';
import { ClientRecordsRepository, type NoteRow, type RecordContact, type TimelineRow } from './client-records.repository';
import { RECORD_SOURCES } from './record-kinds';
import { officeReplyTo, replyMail } from './reply-mail';

const HOUR = 3600;

/**
 * Notes and replies on any kind of client record, and one person's timeline across every kind. Notes are
 * append-only (the table refuses UPDATE); every read and write is audited by ids and field names, never the text.
 */
@Injectable()
export class ClientRecordsService {
  constructor(
    private readonly repository: ClientRecordsRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly people: PeopleDirectoryService,
    private readonly messages: PortalMessagesService,
    private readonly limiter: RateLimiter,
  ) {}

  async notes(actor: StaffActor, kind: RecordKind, id: string): Promise<RecordNoteList> {
    const rows = await this.transactions.run(async (tx) => {
      await this.contactOrNotFound(tx, kind, id);
      await this.record(tx, actor, 'notes_read', kind, id, {});
      return this.repository.notes(tx, kind, id);
    });
    return { items: await this.views(rows) };
  }

  async addNote(actor: StaffActor, kind: RecordKind, id: string, input: RecordNoteCreate): Promise<RecordNote> {
    const row = await this.transactions.run(async (tx) => {
      await this.contactOrNotFound(tx, kind, id);
      const note = await this.repository.insertNote(tx, { kind, recordId: id, type: 'note', body: input.body, authorUserId: actor.id });
      await this.record(tx, actor, 'note_added', kind, id, { noteId: note.id });
      return note;
    });
    return (await this.views([row]))[0]!;
  }

  /**
   * Mails the client from the firm's address with Reply-To the record's office, or, when the person has a portal
   * engagement, posts the reply in its thread (the portal then mails its own notice). Kept on the record either way.
   * Each staff member may send CLIENT_RECORD_LIMITS.repliesPerHour an hour.
   */
  async reply(actor: StaffActor, kind: RecordKind, id: string, input: RecordReplyCreate): Promise<RecordNote> {
    await this.limiter.consume('admin:reply', actor.id, { limit: CLIENT_RECORD_LIMITS.repliesPerHour, windowSeconds: HOUR });
    const contact = await this.contactOrNotFound(this.transactions.none, kind, id);
    const subject = input.subject ?? defaultSubject(kind, contact);
    const engagementId = await this.repository.engagementFor(this.transactions.none, contact.email);
    if (engagementId) await this.messages.staffPost(actor, engagementId, { body: input.body });
    const row = await this.transactions.run(async (tx) => {
      const note = await this.repository.insertNote(tx, {
        kind,
        recordId: id,
        type: 'reply',
        subject,
        body: input.body,
        delivery: engagementId ? 'portal' : 'mail',
        authorUserId: actor.id,
      });
      if (!engagementId) {
        await this.mail.enqueue(
          replyMail({ to: contact.email, name: contact.name, subject, body: input.body, replyTo: officeReplyTo(contact.office), locale: contact.locale }),
          tx,
        );
      }
      await this.record(tx, actor, 'reply_sent', kind, id, { noteId: note.id, delivery: note.delivery, ...(engagementId && { engagementId }) });
      return note;
    });
    return (await this.views([row]))[0]!;
  }

  /**
   * Everything one person did, newest first. `ref` is a user id (the account's verified email and the mailboxes it
   * proved) or `<kind>.<record id>` (that record's email, plus the account that verified or proved it, if any).
   */
  async timeline(actor: StaffActor, ref: string, query: PersonTimelineQuery): Promise<PersonTimeline> {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    return this.transactions.run(async (tx) => {
      const person = await this.personOf(tx, ref);
      const rows = person.emails.length ? await this.repository.timeline(tx, person.emails, after, query.limit + 1) : [];
      const items = rows.slice(0, query.limit);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'person.timeline_read',
          subjectType: 'person',
          subjectId: person.userId ?? ref.split('.')[1]!,
          details: { count: items.length },
          requestId: actor.requestId ?? null,
        },
        tx,
      );
      const last = items.at(-1);
      return {
        items: items.map(entryOf),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.atText, last.id) : null,
        emails: person.emails,
        name: person.name,
        userId: person.userId,
      };
    });
  }

  private async personOf(tx: Tx, ref: string): Promise<{ emails: string[]; name: string | null; userId: string | null }> {
    const [kindPart, recordId] = ref.includes('.') ? ref.split('.') : [null, ref];
    let userId: string | null = null;
    let name: string | null = null;
    const emails = new Set<string>();
    if (kindPart) {
      const contact = await this.repository.contactOf(tx, kindPart as PersonRefKind, recordId!);
      if (!contact) throw clientRecordErrors.personNotFound();
      emails.add(contact.email);
      name = contact.name;
      userId = await this.repository.accountWithEmail(tx, contact.email);
    } else {
      userId = recordId!;
    }
    if (userId) {
      const account = await this.repository.account(tx, userId);
      if (!account) throw clientRecordErrors.personNotFound();
      if (account.email && account.verified) emails.add(account.email);
      for (const email of await this.repository.provenEmails(tx, userId)) emails.add(email);
      name = account.name?.trim() || name;
    }
    return { emails: [...emails], name, userId };
  }

  private async contactOrNotFound(tx: Tx, kind: RecordKind, id: string): Promise<RecordContact> {
    const contact = await this.repository.contactOf(tx, kind, id);
    if (!contact) throw clientRecordErrors.recordNotFound(kind);
    return contact;
  }

  private record(tx: Tx, actor: StaffActor, action: string, kind: RecordKind, id: string, details: Record<string, unknown>): Promise<void> {
    const subjectType = RECORD_SOURCES[kind].table;
    return this.audit.record(
      { actorId: actor.id, action: `${subjectType}.${action}`, subjectType, subjectId: id, details, requestId: actor.requestId ?? null },
      tx,
    );
  }

  private async views(rows: NoteRow[]): Promise<RecordNote[]> {
    const names = await this.people.staffNamesOf(rows.flatMap((row) => (row.authorUserId ? [row.authorUserId] : [])));
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      subject: row.subject,
      body: row.body,
      delivery: row.delivery,
      authorUserId: row.authorUserId,
      authorName: row.authorUserId ? (names.get(row.authorUserId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

function defaultSubject(kind: RecordKind, contact: RecordContact): string {
  return `About your ${RECORD_SOURCES[kind].noun.toLowerCase()}${contact.reference ? ` ${contact.reference}` : ''}`;
}

function entryOf(row: TimelineRow): TimelineEntry {
  const path = row.kind === 'portal-messages' ? `/admin/engagements/${row.parentId}` : `/admin/${row.kind}/${row.id}`;
  return {
    kind: row.kind as TimelineEntry['kind'],
    id: row.id,
    at: new Date(row.at).toISOString(),
    label: row.label,
    status: row.status,
    amountCents: row.amountCents,
    path,
  };
}
