import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key records (Stripe's convention): the first successful answer to a POST, replayed for 24 hours to the
 * same caller sending the same key and body. `response_status` is null while the first request still runs.
 */
export class IdempotencyKeys1763800000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        scope text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        response_status integer,
        response_body jsonb,
        locked_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        UNIQUE (scope, key)
      )`);
    await db.query(`CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
  }
}
