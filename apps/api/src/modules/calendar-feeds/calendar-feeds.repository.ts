import { Injectable } from '@nestjs/common';
import type { Tx } from '../../platform/database/transactions';

export interface FeedRow {
  id: string;
  userId: string;
  offices: string[];
  createdAt: Date;
  lastReadAt: Date | null;
}

const COLUMNS = `id, user_id AS "userId", offices, created_at AS "createdAt", last_read_at AS "lastReadAt"`;

/** The only file that knows staff_calendar_feeds. */
@Injectable()
export class CalendarFeedsRepository {
  async insert(tx: Tx, userId: string, tokenHash: string, offices: string[]): Promise<FeedRow> {
    const [row] = (await tx.query(`INSERT INTO staff_calendar_feeds (user_id, token_hash, offices) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [
      userId,
      tokenHash,
      offices,
    ])) as FeedRow[];
    return row!;
  }

  async listOwn(tx: Tx, userId: string): Promise<FeedRow[]> {
    return (await tx.query(`SELECT ${COLUMNS} FROM staff_calendar_feeds WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at, id`, [
      userId,
    ])) as FeedRow[];
  }

  /** Revokes the caller's own live feed; false when there is none with this id (someone else's counts as none). */
  async revokeOwn(tx: Tx, id: string, userId: string): Promise<boolean> {
    const [rows] = (await tx.query(`UPDATE staff_calendar_feeds SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`, [
      id,
      userId,
    ])) as [unknown[], number];
    return rows.length === 1;
  }

  /**
   * The live feed behind a token hash whose owner still holds the staff role, marking it read. A revoked feed, or one
   * whose owner left the staff, reads as none.
   */
  async readByTokenHash(tx: Tx, tokenHash: string, staffRole: string): Promise<FeedRow | null> {
    const [rows] = (await tx.query(
      `UPDATE staff_calendar_feeds f SET last_read_at = now()
       FROM auth.users u
       WHERE f.token_hash = $1 AND f.revoked_at IS NULL AND u.id = f.user_id AND u.raw_app_meta_data -> 'roles' ? $2
       RETURNING f.id, f.user_id AS "userId", f.offices, f.created_at AS "createdAt", f.last_read_at AS "lastReadAt"`,
      [tokenHash, staffRole],
    )) as [FeedRow[], number];
    return rows[0] ?? null;
  }
}
