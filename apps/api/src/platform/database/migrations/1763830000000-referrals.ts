import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The referral programme. Emails are stored lower-cased and trimmed, so uniqueness and throttling cannot be
 * dodged by case. One index per access path: the referrer's history and summary (referrer_id, created_at, id),
 * the staff list (created_at, id) and by status, and the "already referred?" check on friend_email.
 */
export class Referrals1763830000000 implements MigrationInterface {
  name = 'Referrals1763830000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE referrals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        referrer_id uuid,
        referrer_name text NOT NULL,
        referrer_email text NOT NULL CHECK (referrer_email = lower(referrer_email)),
        friend_name text NOT NULL,
        friend_email text NOT NULL CHECK (friend_email = lower(friend_email)),
        friend_phone text,
        source text NOT NULL CHECK (source IN ('form', 'tax-intake', 'booking', 'group-registration', 'contact')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'contacted', 'completed', 'paid', 'declined')),
        decline_reason text,
        reward_cents integer CHECK (reward_cents >= 0),
        claim_token_hash text UNIQUE,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT referrals_not_self CHECK (referrer_email <> friend_email),
        CONSTRAINT referrals_paid_has_reward CHECK (status <> 'paid' OR reward_cents IS NOT NULL),
        CONSTRAINT referrals_declined_has_reason CHECK (status <> 'declined' OR decline_reason IS NOT NULL)
      )`);
    await db.query(`CREATE UNIQUE INDEX referrals_one_per_referrer_friend ON referrals (referrer_id, friend_email) WHERE referrer_id IS NOT NULL`);
    await db.query(`CREATE UNIQUE INDEX referrals_one_per_unproven_referrer_friend ON referrals (referrer_email, friend_email) WHERE referrer_id IS NULL`);
    await db.query(
      `CREATE INDEX referrals_by_referrer ON referrals (referrer_id, created_at DESC, id DESC) INCLUDE (status, reward_cents) WHERE referrer_id IS NOT NULL`,
    );
    await db.query(`CREATE INDEX referrals_by_created ON referrals (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX referrals_by_status ON referrals (status, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX referrals_by_friend_email ON referrals (friend_email)`);
    await db.query(`
      CREATE TABLE referral_links (
        user_id uuid PRIMARY KEY,
        code text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE referral_invitations (
        email text PRIMARY KEY CHECK (email = lower(email)),
        last_sent_at timestamptz NOT NULL,
        refusal_token_hash text NOT NULL UNIQUE,
        refused_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE referral_invitations`);
    await db.query(`DROP TABLE referral_links`);
    await db.query(`DROP TABLE referrals`);
  }
}
