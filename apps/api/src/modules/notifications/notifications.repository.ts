import { Injectable } from '@nestjs/common';
import type { NotificationDelivery, NotificationKind } from '@huron/shared/contracts';
import type { Tx } from '../../platform/database/transactions';
import type { DigestLine } from './notice-mail';

export interface Follower {
  userId: string;
  email: string;
  delivery: Exclude<NotificationDelivery, 'off'>;
}

export interface TakenDigestLine extends DigestLine {
  userId: string;
  email: string;
  kind: NotificationKind;
}

/** The only file that knows staff_notification_preferences and staff_notification_digest_items. */
@Injectable()
export class NotificationsRepository {
  async preferencesOf(tx: Tx, userId: string): Promise<Map<NotificationKind, NotificationDelivery>> {
    const rows = (await tx.query(`SELECT kind, delivery FROM staff_notification_preferences WHERE user_id = $1`, [userId])) as {
      kind: NotificationKind;
      delivery: NotificationDelivery;
    }[];
    return new Map(rows.map((row) => [row.kind, row.delivery]));
  }

  /** 'off' removes the row: having no row is the default. */
  async setPreference(tx: Tx, userId: string, kind: NotificationKind, delivery: NotificationDelivery): Promise<void> {
    if (delivery === 'off') {
      await tx.query(`DELETE FROM staff_notification_preferences WHERE user_id = $1 AND kind = $2`, [userId, kind]);
      return;
    }
    await tx.query(
      `INSERT INTO staff_notification_preferences (user_id, kind, delivery) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET delivery = EXCLUDED.delivery, updated_at = now()`,
      [userId, kind, delivery],
    );
  }

  /** Staff accounts (still holding the staff role) who follow this kind, with their address. */
  async followersOf(tx: Tx, kind: NotificationKind, staffRole: string): Promise<Follower[]> {
    return (await tx.query(
      `SELECT p.user_id AS "userId", u.email, p.delivery
       FROM staff_notification_preferences p JOIN auth.users u ON u.id = p.user_id
       WHERE p.kind = $1 AND u.raw_app_meta_data -> 'roles' ? $2 AND u.email IS NOT NULL
       ORDER BY p.user_id`,
      [kind, staffRole],
    )) as Follower[];
  }

  async addDigestLines(tx: Tx, userIds: string[], kind: NotificationKind, line: DigestLine): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `INSERT INTO staff_notification_digest_items (user_id, kind, reference, office, occurred_at, admin_path)
       SELECT id, $2, $3, $4, $5, $6 FROM unnest($1::uuid[]) AS id`,
      [userIds, kind, line.reference, line.office, line.occurredAt, line.adminPath],
    );
  }

  /**
   * Takes (deletes) every waiting digest line; SKIP LOCKED leaves lines another process is taking to it. Lines of
   * someone who has since left the staff or stopped choosing the digest are dropped without a mail.
   */
  async takeDigestLines(tx: Tx, staffRole: string): Promise<TakenDigestLine[]> {
    return (await tx.query(
      `WITH taken AS (
         DELETE FROM staff_notification_digest_items WHERE id IN (SELECT id FROM staff_notification_digest_items ORDER BY id FOR UPDATE SKIP LOCKED)
         RETURNING user_id, kind, reference, office, occurred_at, admin_path, id)
       SELECT t.user_id AS "userId", u.email, t.kind, t.reference, t.office, t.occurred_at AS "occurredAt", t.admin_path AS "adminPath"
       FROM taken t
       JOIN auth.users u ON u.id = t.user_id AND u.raw_app_meta_data -> 'roles' ? $1 AND u.email IS NOT NULL
       JOIN staff_notification_preferences p ON p.user_id = t.user_id AND p.kind = t.kind AND p.delivery = 'digest'
       ORDER BY t.user_id, t.kind, t.occurred_at, t.id`,
      [staffRole],
    )) as TakenDigestLine[];
  }
}
