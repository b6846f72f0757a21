import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EngagementKind, MessageAuthor } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { CursorPosition } from '../../platform/pagination';

/** One row of engagement_messages. */
export interface MessageRow {
  id: string;
  engagementId: string;
  author: MessageAuthor;
  authorUserId: string | null;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

export interface UnreadThreadRow {
  engagementId: string;
  clientEmail: string;
  taxYear: number;
  kind: EngagementKind;
  assigneeUserId: string | null;
  unreadCount: number;
  oldestUnreadAt: Date;
  /** PostgreSQL's text of oldestUnreadAt (microseconds), for the cursor. */
  oldestText: string;
  latestUnreadAt: Date;
}

export interface ClientUnreadRow {
  engagementId: string;
  taxYear: number;
  kind: EngagementKind;
  unreadCount: number;
  latestAt: Date;
}

const COLUMNS = `id, engagement_id AS "engagementId", author, author_user_id AS "authorUserId", body, created_at AS "createdAt", read_at AS "readAt"`;

/** The recipient side of a message is the other author: staff read client messages, the client reads staff ones. */
const OTHER: Record<MessageAuthor, MessageAuthor> = { client: 'staff', staff: 'client' };

/** The only file that knows engagement_messages (and reads engagements for the staff inbox). */
@Injectable()
export class PortalMessagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(
    manager: EntityManager,
    message: { engagementId: string; author: MessageAuthor; authorUserId: string | null; body: string },
  ): Promise<MessageRow> {
    const [row] = (await manager.query(
      `INSERT INTO engagement_messages (engagement_id, author, author_user_id, body) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [message.engagementId, message.author, message.authorUserId, message.body],
    )) as MessageRow[];
    return row!;
  }

  /** The whole thread, oldest first. */
  thread(engagementId: string, manager: EntityManager = this.dataSource.manager): Promise<MessageRow[]> {
    return manager.query(`SELECT ${COLUMNS} FROM engagement_messages WHERE engagement_id = $1 ORDER BY created_at, id`, [engagementId]) as Promise<
      MessageRow[]
    >;
  }

  /** Marks the other side's unread messages read by `reader`; answers how many this call marked (0 on a repeat). */
  async markRead(manager: EntityManager, engagementId: string, reader: MessageAuthor): Promise<{ marked: number; readAt: Date }> {
    const [row] = (await manager.query(
      `WITH marked AS (UPDATE engagement_messages SET read_at = now() WHERE engagement_id = $1 AND author = $2 AND read_at IS NULL RETURNING 1)
       SELECT count(*)::int AS marked, now() AS "readAt" FROM marked`,
      [engagementId, OTHER[reader]],
    )) as Array<{ marked: number; readAt: Date }>;
    return row!;
  }

  /** Per engagement of the client's: the firm's messages the client has not read, oldest thread first. */
  unreadByClient(engagementIds: string[]): Promise<ClientUnreadRow[]> {
    if (engagementIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT u.engagement_id AS "engagementId", e.tax_year AS "taxYear", e.kind, u.n AS "unreadCount", u.latest AS "latestAt"
         FROM (SELECT engagement_id, count(*)::int AS n, max(created_at) AS latest
                 FROM engagement_messages WHERE engagement_id = ANY($1::uuid[]) AND author = 'staff' AND read_at IS NULL
                GROUP BY engagement_id) u
         JOIN engagements e ON e.id = u.engagement_id
        ORDER BY u.latest, u.engagement_id`,
      [engagementIds],
    ) as Promise<ClientUnreadRow[]>;
  }

  /**
   * Engagements with client messages no one at the firm has read, the longest waiting first (keyset on the oldest
   * unread message's time and the engagement id), optionally only one assignee's (null: unassigned ones).
   */
  unreadInbox(filter: { assignee?: string | null; after?: CursorPosition; limit: number }): Promise<UnreadThreadRow[]> {
    const params: unknown[] = [filter.limit];
    const where: string[] = [];
    if (filter.assignee === null) where.push('e.assignee_user_id IS NULL');
    else if (filter.assignee) where.push(`e.assignee_user_id = $${params.push(filter.assignee)}`);
    if (filter.after) where.push(`(u.oldest, u.engagement_id) > ($${params.push(filter.after.atText)}::timestamptz, $${params.push(filter.after.id)}::uuid)`);
    return this.dataSource.query(
      `WITH u AS (
         SELECT engagement_id, count(*)::int AS n, min(created_at) AS oldest, max(created_at) AS latest
           FROM engagement_messages WHERE author = 'client' AND read_at IS NULL GROUP BY engagement_id
       )
       SELECT u.engagement_id AS "engagementId", e.client_email AS "clientEmail", e.tax_year AS "taxYear", e.kind,
              e.assignee_user_id AS "assigneeUserId", u.n AS "unreadCount", u.oldest AS "oldestUnreadAt",
              u.oldest::text AS "oldestText", u.latest AS "latestUnreadAt"
         FROM u JOIN engagements e ON e.id = u.engagement_id
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY u.oldest, u.engagement_id
        LIMIT $1`,
      params,
    ) as Promise<UnreadThreadRow[]>;
  }
}
