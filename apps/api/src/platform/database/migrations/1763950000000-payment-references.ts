import type { MigrationInterface, QueryRunner } from 'typeorm';
import { newReference } from '../../references';

/**
 * A payment gets a short reference a person can read out on the phone (HP-7K3Q-9M2D), like the forms' references;
 * the uuid stays the key the return pages and Stripe metadata use. Existing payments get one each.
 */
export class PaymentReferences1763950000000 implements MigrationInterface {
  name = 'PaymentReferences1763950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payments ADD COLUMN reference text`);
    const rows = (await db.query(`SELECT id FROM payments WHERE reference IS NULL`)) as Array<{ id: string }>;
    for (const { id } of rows) await db.query(`UPDATE payments SET reference = $2 WHERE id = $1`, [id, newReference('HP')]);
    await db.query(`ALTER TABLE payments ALTER COLUMN reference SET NOT NULL`);
    await db.query(`ALTER TABLE payments ADD CONSTRAINT payments_reference_key UNIQUE (reference)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payments DROP COLUMN reference`);
  }
}
