import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One profile per auth user, created in the sign-up transaction. */
export class UserProfiles1763790200000 implements MigrationInterface {
  name = 'UserProfiles1763790200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE user_profiles (
        id uuid PRIMARY KEY REFERENCES auth.users (id) ON DELETE CASCADE,
        email text NOT NULL,
        full_name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE user_profiles`);
  }
}
