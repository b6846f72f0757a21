import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appointment booking. `booking_slots` is the capacity guarantee: one row per (office, start), `booked` can never
 * pass `capacity` (CHECK), and a booking takes a place with one atomic upsert that only succeeds while
 * `booked < capacity`, so no interleaving of requests or processes can overbook.
 */
export class Booking1763840000001 implements MigrationInterface {
  name = 'Booking1763840000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE booking_slots (
        office text NOT NULL,
        starts_at timestamptz NOT NULL,
        capacity integer NOT NULL CHECK (capacity >= 0),
        booked integer NOT NULL CHECK (booked >= 0),
        PRIMARY KEY (office, starts_at),
        CONSTRAINT booking_slots_within_capacity CHECK (booked <= capacity)
      )`);
    await db.query(`
      CREATE TABLE booking_appointments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        office text NOT NULL,
        service text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled', 'completed', 'no_show')),
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        notes text,
        internal_note text,
        manage_token_hash text NOT NULL UNIQUE,
        ics_sequence integer NOT NULL DEFAULT 0,
        referral_code text,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at)
      )`);
    await db.query(`CREATE INDEX booking_appointments_starts_idx ON booking_appointments (starts_at, id)`);
    await db.query(`
      CREATE TABLE booking_closures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        office text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at)
      )`);
    await db.query(`CREATE INDEX booking_closures_office_idx ON booking_closures (office, ends_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE booking_closures`);
    await db.query(`DROP TABLE booking_appointments`);
    await db.query(`DROP TABLE booking_slots`);
  }
}
