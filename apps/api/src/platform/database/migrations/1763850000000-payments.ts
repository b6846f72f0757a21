import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments through Stripe Checkout, the tax-school registrations they pay for, the refunds staff make and
 * every webhook event id seen (unique, so a redelivered event is handled once, across processes).
 */
export class Payments1763850000000 implements MigrationInterface {
  name = 'Payments1763850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL DEFAULT 'usd',
        description text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        course text,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded')),
        refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents),
        stripe_session_id text UNIQUE,
        stripe_payment_intent_id text,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX payments_created_idx ON payments (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX payments_payment_intent_idx ON payments (stripe_payment_intent_id)`);
    await db.query(`
      CREATE TABLE tax_school_registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        course text NOT NULL,
        paid_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX tax_school_registrations_created_idx ON tax_school_registrations (created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_id uuid NOT NULL REFERENCES payments (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        stripe_refund_id text NOT NULL UNIQUE,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE stripe_webhook_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE stripe_webhook_events, payment_refunds, tax_school_registrations, payments`);
  }
}
