import { mailPath } from '@huron/shared/i18n';
import { Inject, Injectable } from '@nestjs/common';
import {
  type MessageAuthor,
  type MessageCreate,
  type MessagesRead,
  type MessageThread,
  type PortalMessage,
  type UnreadInboxQuery,
  type UnreadThreadPage,
} from '@huron/shared/contracts';
import { site } from '@huron/shared/content';
import { auditRead, type StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { MailService } from '../../platform/mail/mail.service';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { AccountLocales, PeopleDirectoryService, type AuthenticatedUser } from '../auth';
import { EngagementAccess } from '../engagements';
import { UploadsService } from '../uploads';
import { newMessageToClient, newMessageToOffice, officeAddressFor } from './message-mail';
import { PortalMessagesRepository, type ClientUnreadRow, type MessageRow } from './portal-messages.repository';

/** uploads.owner_type of a message's attachments. */
export const MESSAGE_UPLOAD_OWNER = 'engagement_message';

/**
 * The thread of each engagement between the client and the firm. The engagement is found through EngagementAccess
 * first (another client's id: its 404), so every route sees only its own rows. Bodies are plain text, stored as
 * typed; attachments are uploads (the encrypted path) claimed by the message in its transaction.
 */
@Injectable()
export class PortalMessagesService {
  constructor(
    private readonly repository: PortalMessagesRepository,
    private readonly access: EngagementAccess,
    private readonly uploads: UploadsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly people: PeopleDirectoryService,
    private readonly locales: AccountLocales,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async clientThread(user: AuthenticatedUser, engagementId: string): Promise<MessageThread> {
    const engagement = await this.access.findForClient(user, engagementId);
    const rows = await this.repository.thread(engagement.id);
    return this.threadOf(engagement.id, rows, 'client', user.id);
  }

  /** The client writes; the office is told by mail (no content) in the same transaction. */
  async clientPost(user: AuthenticatedUser, engagementId: string, input: MessageCreate): Promise<PortalMessage> {
    const engagement = await this.access.findForClient(user, engagementId);
    const row = await this.repository.transaction(async (manager) => {
      const message = await this.repository.insert(manager, { engagementId: engagement.id, author: 'client', authorUserId: user.id, body: input.body });
      await this.uploads.claim(input.documents ?? [], { type: MESSAGE_UPLOAD_OWNER, id: message.id }, manager);
      await this.mail.enqueue(newMessageToOffice(officeAddressFor(engagement.office), `${this.config.publicUrl}/admin/engagements/${engagement.id}`), manager);
      return message;
    });
    return (await this.threadOf(engagement.id, [row], 'client', user.id)).messages[0]!;
  }

  async clientMarkRead(user: AuthenticatedUser, engagementId: string): Promise<MessagesRead> {
    const engagement = await this.access.findForClient(user, engagementId);
    const { marked, readAt } = await this.repository.transaction((manager) => this.repository.markRead(manager, engagement.id, 'client'));
    return { engagementId: engagement.id, marked, readAt: readAt.toISOString() };
  }

  /**
   * Staff read a thread: the read is audited and marks the client's messages read by the firm, in one transaction.
   * The answer shows the thread as it was before (the client's new messages with readAt null, unreadCount of them).
   */
  async staffThread(actor: StaffActor, engagementId: string): Promise<MessageThread> {
    const engagement = await this.access.findForStaff(engagementId);
    const rows = await this.repository.transaction(async (manager) => {
      const thread = await this.repository.thread(engagement.id, manager);
      await this.repository.markRead(manager, engagement.id, 'staff');
      await auditRead(manager, actor, 'engagement_messages', engagement.id);
      return thread;
    });
    return this.threadOf(engagement.id, rows, 'staff', actor.id);
  }

  /** Staff write; the client is mailed "You have a new message" with a link (no content); audited. */
  async staffPost(actor: StaffActor, engagementId: string, input: MessageCreate): Promise<PortalMessage> {
    const engagement = await this.access.findForStaff(engagementId);
    const row = await this.repository.transaction(async (manager) => {
      const message = await this.repository.insert(manager, { engagementId: engagement.id, author: 'staff', authorUserId: actor.id, body: input.body });
      await this.uploads.claim(input.documents ?? [], { type: MESSAGE_UPLOAD_OWNER, id: message.id }, manager);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'engagement_messages.created',
          subjectType: 'engagement_messages',
          subjectId: engagement.id,
          details: { messageId: message.id, attachments: input.documents?.length ?? 0 },
          requestId: actor.requestId ?? null,
        },
        manager,
      );
      // In the account's language (its /account choice), asked now.
      const locale = await this.locales.of({ userId: engagement.clientUserId, email: engagement.clientEmail }, manager);
      await this.mail.enqueue(newMessageToClient(engagement.clientEmail, `${this.config.publicUrl}${mailPath('/portal', locale)}`, locale), manager);
      return message;
    });
    return (await this.threadOf(engagement.id, [row], 'staff', actor.id)).messages[0]!;
  }

  /** The staff inbox: engagements with unread client messages, longest waiting first; the listing is audited. */
  async unreadInbox(actor: StaffActor, query: UnreadInboxQuery): Promise<UnreadThreadPage> {
    const assignee = query.assignee === 'me' ? actor.id : query.assignee === 'none' ? null : query.assignee;
    const rows = await this.repository.unreadInbox({ assignee, after: query.cursor ? decodeCursor(query.cursor) : undefined, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    await this.audit.record({
      actorId: actor.id,
      action: 'engagement_messages.unread_listed',
      subjectType: 'engagement_messages',
      details: {
        rows: page.length,
        assignee: query.assignee === undefined ? 'all' : query.assignee === 'me' || query.assignee === 'none' ? query.assignee : 'user',
      },
      requestId: actor.requestId ?? null,
    });
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        engagementId: row.engagementId,
        clientEmail: row.clientEmail,
        taxYear: row.taxYear,
        kind: row.kind,
        assigneeUserId: row.assigneeUserId,
        unreadCount: row.unreadCount,
        oldestUnreadAt: new Date(row.oldestUnreadAt).toISOString(),
        latestUnreadAt: new Date(row.latestUnreadAt).toISOString(),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.oldestText, last.engagementId) : null,
    };
  }

  /** Per engagement of the client's, the firm's unread messages (for the overview). */
  unreadForClient(engagementIds: string[]): Promise<ClientUnreadRow[]> {
    return this.repository.unreadByClient(engagementIds);
  }

  private async threadOf(engagementId: string, rows: MessageRow[], viewer: MessageAuthor, viewerId: string): Promise<MessageThread> {
    // Staff authors by name (the client sees a name only, never a staff email); the firm's name when there is none.
    const names = await this.people.staffNamesOf(
      rows.flatMap((row) => (row.author === 'staff' && row.authorUserId ? [row.authorUserId] : [])),
      { withEmail: viewer === 'staff' },
    );
    const files = await this.uploads.listForOwners(
      MESSAGE_UPLOAD_OWNER,
      rows.map((row) => row.id),
    );
    const messages: PortalMessage[] = [];
    for (const row of rows) {
      const attachments = [];
      for (const file of files.get(row.id) ?? []) attachments.push({ ...file, url: (await this.uploads.createLink(file.id, viewerId)).url });
      messages.push({
        id: row.id,
        engagementId: row.engagementId,
        author: row.author,
        authorName: row.author === 'staff' ? ((row.authorUserId && names.get(row.authorUserId)) ?? site.brand) : null,
        body: row.body,
        attachments,
        createdAt: new Date(row.createdAt).toISOString(),
        readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
      });
    }
    return { engagementId, messages, unreadCount: rows.filter((row) => row.author !== viewer && row.readAt === null).length };
  }
}
