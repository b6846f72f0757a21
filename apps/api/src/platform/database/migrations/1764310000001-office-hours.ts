import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hours every office kept when they moved to the database (Mon-Fri 10-19, Sat 10-17, Sun 11-16). */
const STANDARD_WEEK = [
  { day: 'monday', opens: '10:00', closes: '19:00' },
  { day: 'tuesday', opens: '10:00', closes: '19:00' },
  { day: 'wednesday', opens: '10:00', closes: '19:00' },
  { day: 'thursday', opens: '10:00', closes: '19:00' },
  { day: 'friday', opens: '10:00', closes: '19:00' },
  { day: 'saturday', opens: '10:00', closes: '17:00' },
  { day: 'sunday', opens: '11:00', closes: '16:00' },
];

/**
 * Weekly hours per office (and for remote appointments), edited in /admin (issue 43 §3), and each office's holiday
 * settings: US federal holidays close booking by default; a row here keeps one open or closes an extra day.
 */
export class OfficeHours1764310000001 implements MigrationInterface {
  name = 'OfficeHours1764310000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE office_hours (
        office text PRIMARY KEY CHECK (office IN ('dearborn', 'ypsilanti', 'ann-arbor', 'remote')),
        week jsonb NOT NULL,
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE office_holidays (
        office text NOT NULL REFERENCES office_hours (office),
        date date NOT NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        closed boolean NOT NULL,
        PRIMARY KEY (office, date)
      )`);
    for (const office of ['dearborn', 'ypsilanti', 'ann-arbor', 'remote']) {
      await db.query(`INSERT INTO office_hours (office, week) VALUES ($1, $2)`, [office, JSON.stringify(STANDARD_WEEK)]);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE office_holidays`);
    await db.query(`DROP TABLE office_hours`);
  }
}
