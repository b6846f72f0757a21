import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Client documents (ciphertext in DocumentStorage); unclaimed rows are swept after a day. */
export class Uploads1763810000000 implements MigrationInterface {
  name = 'Uploads1763810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE uploads (
        id uuid PRIMARY KEY,
        storage_key text NOT NULL UNIQUE,
        name text NOT NULL,
        size integer NOT NULL CHECK (size >= 0),
        type text NOT NULL,
        sha256 text NOT NULL,
        sealed_key text NOT NULL,
        owner_type text,
        owner_id text,
        claimed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((owner_type IS NULL) = (owner_id IS NULL) AND (owner_id IS NULL) = (claimed_at IS NULL))
      )`);
    await db.query(`CREATE INDEX uploads_owner_idx ON uploads (owner_type, owner_id)`);
    await db.query(`CREATE INDEX uploads_unclaimed_idx ON uploads (created_at) WHERE claimed_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE uploads`);
  }
}
