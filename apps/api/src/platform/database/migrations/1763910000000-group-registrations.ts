import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createLeadTable } from '../lead-table-sql';

/** The registration's own columns (createLeadTable adds the id, reference and staff columns around them). */
const COLUMNS = `
        organization text NOT NULL CHECK (char_length(organization) BETWEEN 1 AND 200),
        contact_name text NOT NULL CHECK (char_length(contact_name) BETWEEN 1 AND 200),
        email text NOT NULL,
        phone text NOT NULL,
        group_size integer NOT NULL CHECK (group_size BETWEEN 2 AND 10000),
        office text NOT NULL CHECK (office IN ('dearborn', 'ypsilanti', 'ann-arbor', 'remote')),
        notes text CHECK (char_length(notes) <= 2000),
        affiliate text CHECK (affiliate ~ '^[A-Za-z0-9_-]{1,64}$'),
        referral_code text,`;

/** Registrations from the group discount page, with the staff's status and note (a lead record). */
export class GroupRegistrations1763910000000 implements MigrationInterface {
  name = 'GroupRegistrations1763910000000';

  async up(db: QueryRunner): Promise<void> {
    await createLeadTable(db, 'group_registrations', COLUMNS);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE group_registrations`);
  }
}
