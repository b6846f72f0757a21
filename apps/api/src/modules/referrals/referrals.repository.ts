import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ListOrder, ReferralStatus, ReferralSummary } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../platform/database/query-rows';
import { keysetDirection } from '../../platform/pagination';
import type { NewReferral, ReferralRow } from './referral-row';

const COLUMNS = `id, referrer_id AS "referrerId", referrer_name AS "referrerName", referrer_email AS "referrerEmail",
  friend_name AS "friendName", friend_email AS "friendEmail", friend_phone AS "friendPhone", source, status,
  decline_reason AS "declineReason", reward_cents AS "rewardCents", version, created_at AS "createdAt", updated_at AS "updatedAt",
  created_at::text AS "cursorAt", locale`;

export type ListedRow = ReferralRow & { cursorAt: string };

export interface PageRequest {
  after?: { atText: string; id: string };
  limit: number;
}

export interface AdminFilter extends PageRequest {
  status?: ReferralStatus;
  q?: string;
  order?: ListOrder;
}

/** The only file that knows the referral tables. Writes take the caller's transaction. */
@Injectable()
export class ReferralsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Undefined when this referrer (by account, or by address while unproven) already referred this friend. */
  async insert(manager: EntityManager, r: NewReferral): Promise<ReferralRow | undefined> {
    const rows = rowsOf<ReferralRow>(
      await manager.query(
        `INSERT INTO referrals (referrer_id, referrer_name, referrer_email, friend_name, friend_email, friend_phone, source, claim_token_hash, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [r.referrerId, r.referrerName, r.referrerEmail, r.friendName, r.friendEmail, r.friendPhone, r.source, r.claimTokenHash, r.locale ?? 'en'],
      ),
    );
    return rows[0];
  }

  /**
   * Referrals made through the form by this account or this referrer address in the last day, after taking a lock
   * per referrer address for the rest of the transaction (so parallel requests count one after another), and the
   * seconds until the oldest of them is a day old.
   */
  async lockAndCountToday(manager: EntityManager, referrerId: string | null, referrerEmail: string): Promise<{ count: number; retryAfterSeconds: number }> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('referrer:' || $1, 0))`, [referrerEmail]);
    const [row] = rowsOf<{ count: number; retryAfter: number | null }>(
      await manager.query(
        `SELECT count(*)::int AS count, ceil(extract(epoch FROM min(created_at) + interval '1 day' - now()))::int AS "retryAfter"
         FROM referrals WHERE source = 'form' AND created_at > now() - interval '1 day' AND (referrer_email = $2 OR referrer_id = $1)`,
        [referrerId, referrerEmail],
      ),
    );
    return { count: row!.count, retryAfterSeconds: Math.max(1, row!.retryAfter ?? 1) };
  }

  async friendAlreadyReferred(manager: EntityManager, friendEmail: string): Promise<boolean> {
    return rowsOf(await manager.query(`SELECT 1 FROM referrals WHERE friend_email = $1 LIMIT 1`, [friendEmail])).length > 0;
  }

  /**
   * Attaches the unproven referral behind a claim token to `userId` when its referrer address is `email`, and spends
   * the token. `valid` is false for an unknown or spent token, or one sent to another address (left unspent).
   * `attached` are the rows now the account's, whose friends were not yet invited.
   */
  async claim(manager: EntityManager, tokenHash: string, userId: string, email: string): Promise<{ valid: boolean; attached: ReferralRow[] }> {
    const found = rowsOf<{ id: string; referrerEmail: string }>(
      await manager.query(`SELECT id, referrer_email AS "referrerEmail" FROM referrals WHERE claim_token_hash = $1 AND referrer_id IS NULL FOR UPDATE`, [
        tokenHash,
      ]),
    );
    if (found.length === 0 || found[0]!.referrerEmail !== email) return { valid: false, attached: [] };
    // A friend this account already referred stays as it is (the account's own row wins); the token is spent either way.
    const attached = rowsOf<ReferralRow>(
      await manager.query(
        `UPDATE referrals r SET referrer_id = $2, claim_token_hash = NULL, version = version + 1, updated_at = now()
         WHERE r.claim_token_hash = $1 AND NOT EXISTS (SELECT 1 FROM referrals o WHERE o.referrer_id = $2 AND o.friend_email = r.friend_email)
         RETURNING ${COLUMNS}`,
        [tokenHash, userId],
      ),
    );
    await manager.query(`UPDATE referrals SET claim_token_hash = NULL WHERE claim_token_hash = $1`, [tokenHash]);
    return { valid: true, attached };
  }

  /** The owner's rows, newest first; `after` continues from the last row of the previous page. */
  async listOwn(referrerId: string, page: PageRequest): Promise<ListedRow[]> {
    const params: unknown[] = [referrerId, page.limit];
    let after = '';
    if (page.after) {
      params.push(page.after.atText, page.after.id);
      after = `AND (created_at, id) < ($3::timestamptz, $4::uuid)`;
    }
    return rowsOf<ListedRow>(
      await this.dataSource.query(`SELECT ${COLUMNS} FROM referrals WHERE referrer_id = $1 ${after} ORDER BY created_at DESC, id DESC LIMIT $2`, params),
    );
  }

  /** The dashboard's four figures in one statement (definitions in the spec: pending counts contacted, completed counts paid). */
  async summary(referrerId: string): Promise<ReferralSummary> {
    const [row] = rowsOf<ReferralSummary>(
      await this.dataSource.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status IN ('pending', 'contacted'))::int AS pending,
                count(*) FILTER (WHERE status IN ('completed', 'paid'))::int AS completed,
                coalesce(sum(reward_cents) FILTER (WHERE status = 'paid'), 0)::int AS "earningsCents"
         FROM referrals WHERE referrer_id = $1`,
        [referrerId],
      ),
    );
    return row!;
  }

  async listAll(filter: AdminFilter): Promise<ListedRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      let text = sql;
      for (const value of values) {
        params.push(value);
        text = text.replace('?', `$${params.length}`);
      }
      where.push(text);
    };
    if (filter.status) add('status = ?', filter.status);
    if (filter.q) {
      const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      add('(referrer_name ILIKE ? OR referrer_email ILIKE ? OR friend_name ILIKE ? OR friend_email ILIKE ?)', like, like, like, like);
    }
    const { direction, after } = keysetDirection(filter.order);
    if (filter.after) add(`(created_at, id) ${after} (?::timestamptz, ?::uuid)`, filter.after.atText, filter.after.id);
    params.push(filter.limit);
    return rowsOf<ListedRow>(
      await this.dataSource.query(
        `SELECT ${COLUMNS} FROM referrals ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at ${direction}, id ${direction} LIMIT $${params.length}`,
        params,
      ),
    );
  }

  async findById(id: string): Promise<ReferralRow | undefined> {
    return rowsOf<ReferralRow>(await this.dataSource.query(`SELECT ${COLUMNS} FROM referrals WHERE id = $1`, [id]))[0];
  }

  async lockById(manager: EntityManager, id: string): Promise<ReferralRow | undefined> {
    return rowsOf<ReferralRow>(await manager.query(`SELECT ${COLUMNS} FROM referrals WHERE id = $1 FOR UPDATE`, [id]))[0];
  }

  /** Applies the change only while the row still has `version`; undefined when someone else changed it first. */
  async updateIfVersion(
    manager: EntityManager,
    id: string,
    version: number,
    change: { status: ReferralStatus; rewardCents: number | null; declineReason: string | null },
  ): Promise<ReferralRow | undefined> {
    return rowsOf<ReferralRow>(
      await manager.query(
        `UPDATE referrals SET status = $3, reward_cents = $4, decline_reason = $5, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
        [id, version, change.status, change.rewardCents, change.declineReason],
      ),
    )[0];
  }

  async linkCodeOf(userId: string): Promise<string | undefined> {
    return rowsOf<{ code: string }>(await this.dataSource.query(`SELECT code FROM referral_links WHERE user_id = $1`, [userId]))[0]?.code;
  }

  /** The existing code when two requests race; false when the code is taken by someone else (try another). */
  async insertLinkCode(userId: string, code: string): Promise<string | false> {
    const inserted = rowsOf<{ code: string }>(
      await this.dataSource.query(`INSERT INTO referral_links (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code`, [userId, code]),
    );
    if (inserted[0]) return inserted[0].code;
    return (await this.linkCodeOf(userId)) ?? false;
  }

  /** The full name on the profile behind a share code: undefined for an unknown code, null for a profile without one. */
  async nameBehindCode(code: string): Promise<string | null | undefined> {
    const rows = rowsOf<{ name: string | null }>(
      await this.dataSource.query(`SELECT p.full_name AS name FROM referral_links l JOIN user_profiles p ON p.id = l.user_id WHERE l.code = $1`, [code]),
    );
    return rows[0] === undefined ? undefined : rows[0].name;
  }

  async referrerOfCode(manager: EntityManager, code: string): Promise<{ userId: string; email: string; name: string | null } | undefined> {
    return rowsOf<{ userId: string; email: string; name: string | null }>(
      await manager.query(
        `SELECT l.user_id AS "userId", lower(p.email) AS email, p.full_name AS name
         FROM referral_links l JOIN user_profiles p ON p.id = l.user_id WHERE l.code = $1`,
        [code],
      ),
    )[0];
  }

  /**
   * Takes the right to invite `email` now: true (and a new refusal token stored) unless the address refused or
   * had an invitation within the interval. One statement, so two referrers at once cannot both get through.
   */
  async takeInvitationSlot(manager: EntityManager, email: string, intervalDays: number, refusalTokenHash: string): Promise<boolean> {
    const rows = rowsOf(
      await manager.query(
        `INSERT INTO referral_invitations AS i (email, last_sent_at, refusal_token_hash) VALUES ($1, now(), $3)
         ON CONFLICT (email) DO UPDATE SET last_sent_at = now(), refusal_token_hash = EXCLUDED.refusal_token_hash
           WHERE i.refused_at IS NULL AND i.last_sent_at <= now() - make_interval(days => $2)
         RETURNING email`,
        [email, intervalDays, refusalTokenHash],
      ),
    );
    return rows.length === 1;
  }

  /** True when the token named an address (now refused, or refused before). */
  async refuse(tokenHash: string): Promise<boolean> {
    const rows = rowsOf(
      await this.dataSource.query(`UPDATE referral_invitations SET refused_at = coalesce(refused_at, now()) WHERE refusal_token_hash = $1 RETURNING email`, [
        tokenHash,
      ]),
    );
    return rows.length === 1;
  }
}
