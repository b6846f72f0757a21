import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff choices about hearing of each kind of event (no row: the office mailbox only), the lines waiting for each
 * one's daily digest, and staff calendar feeds (the secret token stored as a SHA-256 hash; revoked, never deleted,
 * so an old address keeps answering 404).
 */
export class StaffNotificationsAndCalendarFeeds1764400000431 implements MigrationInterface {
  name = 'StaffNotificationsAndCalendarFeeds1764400000431';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE staff_notification_preferences (
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        delivery text NOT NULL CHECK (delivery IN ('immediate', 'digest')),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )`);
    await db.query(`CREATE INDEX staff_notification_preferences_kind ON staff_notification_preferences (kind)`);
    await db.query(`
      CREATE TABLE staff_notification_digest_items (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        reference text NOT NULL,
        office text,
        occurred_at timestamptz NOT NULL,
        admin_path text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE staff_calendar_feeds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        offices text[] NOT NULL CHECK (cardinality(offices) > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_read_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX staff_calendar_feeds_user ON staff_calendar_feeds (user_id, created_at) WHERE revoked_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE staff_calendar_feeds`);
    await db.query(`DROP TABLE staff_notification_digest_items`);
    await db.query(`DROP TABLE staff_notification_preferences`);
  }
}
