import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages from the contact page, with the staff's status and note (a lead record). */
export class ContactMessages1763820000000 implements MigrationInterface {
  name = 'ContactMessages1763820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        office text NOT NULL CHECK (office IN ('dearborn', 'ypsilanti', 'ann-arbor', 'remote')),
        message text NOT NULL,
        referral_code text,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done', 'spam')),
        internal_note text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE contact_messages`);
  }
}
