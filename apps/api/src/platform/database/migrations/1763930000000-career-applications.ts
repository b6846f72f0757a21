import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createLeadTable } from '../lead-table-sql';

/** The application's own columns (createLeadTable adds the id, reference and staff columns around them). */
const COLUMNS = `
        job_id text NOT NULL CHECK (char_length(job_id) BETWEEN 1 AND 100),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        email text NOT NULL,
        phone text NOT NULL,
        cover_note text CHECK (char_length(cover_note) <= 3000),
        resume_id uuid,`;

/** Job applications from Quick Apply on /careers, with the staff's status and note (a lead record). */
export class CareerApplications1763930000000 implements MigrationInterface {
  name = 'CareerApplications1763930000000';

  async up(db: QueryRunner): Promise<void> {
    await createLeadTable(db, 'career_applications', COLUMNS);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE career_applications`);
  }
}
