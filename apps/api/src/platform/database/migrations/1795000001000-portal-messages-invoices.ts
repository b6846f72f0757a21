import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 44: the message thread of each engagement and its invoices. A message's read_at is when the other side read
 * it (client messages: staff; staff messages: the client); attachments are uploads owned by the message
 * (uploads.owner_type 'engagement_message'). An invoice's lines are integer cents; invoice_payments links every
 * checkout's payment to its invoice, and status moves open -> paid once (a conditional UPDATE on PaymentPaid).
 */
export class PortalMessagesInvoices1795000001000 implements MigrationInterface {
  name = 'PortalMessagesInvoices1795000001000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE engagement_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        engagement_id uuid NOT NULL REFERENCES engagements(id) ON DELETE CASCADE,
        author text NOT NULL CHECK (author IN ('client', 'staff')),
        author_user_id uuid,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 10000),
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await db.query(`CREATE INDEX engagement_messages_thread ON engagement_messages (engagement_id, created_at, id)`);
    // The staff inbox (client messages nobody read, oldest first) and the client's unread count per engagement.
    await db.query(
      `CREATE INDEX engagement_messages_unread_by_staff ON engagement_messages (created_at, engagement_id) WHERE author = 'client' AND read_at IS NULL`,
    );
    await db.query(`CREATE INDEX engagement_messages_unread_by_client ON engagement_messages (engagement_id) WHERE author = 'staff' AND read_at IS NULL`);

    await db.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        engagement_id uuid NOT NULL REFERENCES engagements(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
        total_cents integer NOT NULL CHECK (total_cents > 0 AND total_cents <= 99999999),
        currency text NOT NULL DEFAULT 'usd',
        due_date date,
        issued_by uuid,
        issued_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        paid_payment_id uuid REFERENCES payments(id),
        checkout_payment_id uuid REFERENCES payments(id),
        checkout_url text,
        checkout_opened_at timestamptz,
        CHECK ((status = 'paid') = (paid_at IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX invoices_engagement ON invoices (engagement_id, issued_at)`);
    await db.query(`CREATE INDEX invoices_open ON invoices (engagement_id) WHERE status = 'open'`);
    await db.query(`
      CREATE TABLE invoice_lines (
        invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 200),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        PRIMARY KEY (invoice_id, position)
      )`);
    await db.query(`
      CREATE TABLE invoice_payments (
        payment_id uuid PRIMARY KEY REFERENCES payments(id),
        invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX invoice_payments_invoice ON invoice_payments (invoice_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE invoice_payments`);
    await db.query(`DROP TABLE invoice_lines`);
    await db.query(`DROP TABLE invoices`);
    await db.query(`DROP TABLE engagement_messages`);
  }
}
