import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Submit your tax information": contact, filing status, office and contact preference in columns (staff filter
 * and search them); household and income checklist in JSONB, tagged with the schema version that wrote them.
 * No column for a Social Security or bank account number: the form never asks for one.
 */
export class TaxIntakes1763825000000 implements MigrationInterface {
  name = 'TaxIntakes1763825000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tax_intakes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        schema_version integer NOT NULL,
        full_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        filing_status text NOT NULL,
        office text NOT NULL CHECK (office IN ('dearborn', 'ypsilanti', 'ann-arbor', 'remote')),
        contact_method text NOT NULL,
        contact_time text NOT NULL,
        answers jsonb NOT NULL,
        notes text,
        consented_at timestamptz NOT NULL,
        referral_code text,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done', 'spam')),
        internal_note text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX tax_intakes_keyset ON tax_intakes (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX tax_intakes_email ON tax_intakes (lower(email))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE tax_intakes`);
  }
}
