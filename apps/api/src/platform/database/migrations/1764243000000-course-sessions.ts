import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Tax School's sessions as rows staff edit (issue 43), instead of code. The client's 2025 schedule (2501-2504) stays
 * as history, each taking registrations until the day before it starts, as the code had it. A registration points at
 * its session; its seat is held while its payment is pending or paid. The waitlist: people who asked for one email
 * when registration opens (one email each time a session opens, at most one a week), each with the hash of the
 * unsubscribe token of the last email (a new token per email: only its hash is kept).
 */
export class CourseSessions1764243000000 implements MigrationInterface {
  name = 'CourseSessions1764243000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE course_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9-]{1,20}$'),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        format text NOT NULL CHECK (format IN ('online', 'live')),
        first_day date NOT NULL,
        last_day date NOT NULL,
        weekdays smallint[] NOT NULL DEFAULT '{}',
        start_time time,
        end_time time,
        seats integer NOT NULL CHECK (seats > 0),
        price_cents integer NOT NULL DEFAULT 14900 CHECK (price_cents >= 0),
        registration_deadline date NOT NULL,
        join_details text,
        status text NOT NULL DEFAULT 'closed' CHECK (status IN ('open', 'closed')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (last_day >= first_day),
        CHECK (registration_deadline <= last_day),
        CHECK (end_time IS NULL OR start_time IS NULL OR end_time > start_time)
      )`);
    await db.query(`
      INSERT INTO course_sessions (code, title, format, first_day, last_day, weekdays, start_time, end_time, seats, registration_deadline, status) VALUES
        ('2501', 'Tax Preparer Course', 'online', '2025-10-01', '2025-10-31', '{}', NULL, NULL, 30, '2025-09-30', 'open'),
        ('2502', 'Tax Preparer Course', 'online', '2025-11-01', '2025-11-30', '{}', NULL, NULL, 30, '2025-10-31', 'open'),
        ('2503', 'Tax Preparer Course', 'live', '2025-12-06', '2025-12-20', '{6}', '10:00', '14:00', 30, '2025-12-05', 'open'),
        ('2504', 'Tax Preparer Course', 'live', '2025-12-30', '2026-01-08', '{2,4}', '18:00', '21:00', 30, '2025-12-29', 'open')`);
    await db.query(`ALTER TABLE tax_school_registrations ADD COLUMN session_id uuid REFERENCES course_sessions (id)`);
    await db.query(`UPDATE tax_school_registrations r SET session_id = s.id FROM course_sessions s WHERE s.code = r.course`);
    await db.query(`CREATE INDEX tax_school_registrations_session_idx ON tax_school_registrations (session_id)`);
    await db.query(`
      CREATE TABLE course_waitlist (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        consented_at timestamptz NOT NULL,
        unsubscribe_token_hash text UNIQUE,
        notified_at timestamptz,
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One live entry per address: asking again keeps the one entry (and its single email per opening).
    await db.query(`CREATE UNIQUE INDEX course_waitlist_email_live_idx ON course_waitlist (email) WHERE unsubscribed_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE course_waitlist`);
    await db.query(`ALTER TABLE tax_school_registrations DROP COLUMN session_id`);
    await db.query(`DROP TABLE course_sessions`);
  }
}
