import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 45: the lead tables a staff member can be assigned (engagements already have assignee_user_id). */
const TABLES = ['contact_messages', 'tax_intakes', 'booking_appointments', 'career_applications', 'group_registrations'];

/**
 * Issue 45: any contact message, tax intake, appointment (its preparer), job application or group registration can be
 * assigned to a staff member. `assignee_id` is a user (unassigned when the user is deleted); the index serves "My
 * work" (counts by status) and each list's assignee filter.
 */
export class LeadAssignees1795000004600 implements MigrationInterface {
  name = 'LeadAssignees1795000004600';

  async up(db: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN assignee_id uuid REFERENCES auth.users (id) ON DELETE SET NULL`);
      await db.query(`CREATE INDEX ${table}_assignee_status_idx ON ${table} (assignee_id, status) WHERE assignee_id IS NOT NULL`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of TABLES) await db.query(`ALTER TABLE ${table} DROP COLUMN assignee_id`);
  }
}
