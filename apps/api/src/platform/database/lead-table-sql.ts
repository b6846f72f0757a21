import type { QueryRunner } from 'typeorm';
import { ADMIN_RECORD_COLUMNS_SQL } from '../admin/admin-record-columns';

/**
 * A lead record's table for a migration: id, reference, the kind's own `columns` (each line indented 8 spaces and
 * ending with a comma), ADMIN_RECORD_COLUMNS_SQL, and its newest-first index. The SQL is the text the first lead
 * migrations ran, to the byte.
 */
export async function createLeadTable(db: QueryRunner, table: string, columns: string): Promise<void> {
  await db.query(`
      CREATE TABLE ${table} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,${columns}
        ${ADMIN_RECORD_COLUMNS_SQL}
      )`);
  await db.query(`CREATE INDEX ${table}_created_idx ON ${table} (created_at DESC, id DESC)`);
}
