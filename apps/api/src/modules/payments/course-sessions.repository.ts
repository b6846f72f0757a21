import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CourseSessionCreate, SiteLocale } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** A session row with its seat counts. Dates are YYYY-MM-DD, times HH:MM. */
export interface CourseSessionRow {
  id: string;
  code: string;
  title: string;
  format: 'online' | 'live';
  firstDay: string;
  lastDay: string;
  weekdays: number[];
  startTime: string | null;
  endTime: string | null;
  seats: number;
  seatsTaken: number;
  paidRegistrations: number;
  priceCents: number;
  registrationDeadline: string;
  joinDetails: string | null;
  status: 'open' | 'closed';
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The payment states that hold a seat (a checkout under way, or paid), and those of a paid, not wholly refunded seat. */
const SEAT_HOLDING = `('pending', 'paid', 'partially_refunded')`;
const PAID = `('paid', 'partially_refunded')`;

const SESSION_COLUMNS = `s.id, s.code, s.title, s.format, to_char(s.first_day, 'YYYY-MM-DD') AS "firstDay", to_char(s.last_day, 'YYYY-MM-DD') AS "lastDay",
  s.weekdays::int[] AS weekdays, to_char(s.start_time, 'HH24:MI') AS "startTime", to_char(s.end_time, 'HH24:MI') AS "endTime", s.seats,
  s.price_cents AS "priceCents", to_char(s.registration_deadline, 'YYYY-MM-DD') AS "registrationDeadline", s.join_details AS "joinDetails",
  s.status, s.version, s.created_at AS "createdAt", s.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM tax_school_registrations r JOIN payments p ON p.id = r.payment_id WHERE r.session_id = s.id AND p.status IN ${SEAT_HOLDING}) AS "seatsTaken",
  (SELECT count(*)::int FROM tax_school_registrations r JOIN payments p ON p.id = r.payment_id WHERE r.session_id = s.id AND p.status IN ${PAID}) AS "paidRegistrations"`;

/** Column of each field staff may change. */
const COLUMNS: Record<string, string> = {
  code: 'code',
  title: 'title',
  format: 'format',
  firstDay: 'first_day',
  lastDay: 'last_day',
  weekdays: 'weekdays',
  startTime: 'start_time',
  endTime: 'end_time',
  seats: 'seats',
  priceCents: 'price_cents',
  registrationDeadline: 'registration_deadline',
  joinDetails: 'join_details',
  status: 'status',
};

export interface WaitlistEntry {
  id: string;
  name: string;
  email: string;
  locale: SiteLocale;
}

/** The only file that knows the course_sessions and course_waitlist tables. */
@Injectable()
export class CourseSessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Every session, the latest first day first. */
  async list(manager: EntityManager = this.dataSource.manager): Promise<CourseSessionRow[]> {
    return (await manager.query(`SELECT ${SESSION_COLUMNS} FROM course_sessions s ORDER BY s.first_day DESC, s.code DESC`)) as CourseSessionRow[];
  }

  /** Sessions whose last day is on or after `since`, the earliest first (what /tax-school lists). */
  async listSince(since: string): Promise<CourseSessionRow[]> {
    return (await this.dataSource.query(`SELECT ${SESSION_COLUMNS} FROM course_sessions s WHERE s.last_day >= $1 ORDER BY s.first_day, s.code`, [
      since,
    ])) as CourseSessionRow[];
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<CourseSessionRow | null> {
    const [row] = (await manager.query(`SELECT ${SESSION_COLUMNS} FROM course_sessions s WHERE s.id = $1`, [id])) as CourseSessionRow[];
    return row ?? null;
  }

  async findByCode(code: string, manager: EntityManager = this.dataSource.manager): Promise<CourseSessionRow | null> {
    const [row] = (await manager.query(`SELECT ${SESSION_COLUMNS} FROM course_sessions s WHERE s.code = $1`, [code])) as CourseSessionRow[];
    return row ?? null;
  }

  /**
   * The session, locked until the transaction ends: registrations for one session take their seat one after another,
   * so its seats are never oversold however many arrive at once. Its counts are read after the lock.
   */
  async lockByCode(manager: EntityManager, code: string): Promise<CourseSessionRow | null> {
    const [locked] = (await manager.query(`SELECT id FROM course_sessions WHERE code = $1 FOR UPDATE`, [code])) as Array<{ id: string }>;
    return locked ? this.findById(locked.id, manager) : null;
  }

  /** The session by id, locked until the transaction ends (a staff change). */
  async lockById(manager: EntityManager, id: string): Promise<CourseSessionRow | null> {
    const [locked] = (await manager.query(`SELECT id FROM course_sessions WHERE id = $1 FOR UPDATE`, [id])) as Array<{ id: string }>;
    return locked ? this.findById(locked.id, manager) : null;
  }

  async insert(manager: EntityManager, session: CourseSessionCreate): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO course_sessions (code, title, format, first_day, last_day, weekdays, start_time, end_time, seats, price_cents, registration_deadline, join_details, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        session.code,
        session.title,
        session.format,
        session.firstDay,
        session.lastDay,
        session.weekdays,
        session.startTime,
        session.endTime,
        session.seats,
        session.priceCents,
        session.registrationDeadline,
        session.joinDetails,
        session.status,
      ],
    )) as Array<{ id: string }>;
    return row!.id;
  }

  /** Applies `changes` only if the row still has `version`; false when it does not (changed since, or gone). */
  async update(manager: EntityManager, id: string, version: number, changes: Record<string, unknown>): Promise<boolean> {
    const params: unknown[] = [id, version];
    const sets = ['version = version + 1', 'updated_at = now()'];
    for (const [field, value] of Object.entries(changes)) {
      const column = COLUMNS[field];
      if (!column) throw new Error(`course_sessions has no column for ${field}`);
      sets.push(`${column} = $${params.push(value)}`);
    }
    const rows = (await manager.query(`UPDATE course_sessions SET ${sets.join(', ')} WHERE id = $1 AND version = $2 RETURNING id`, params)) as [
      unknown[],
      number,
    ];
    return rows[1] > 0;
  }

  /** The seat's registration row, in the caller's transaction (which holds the session's lock). */
  async insertRegistration(
    manager: EntityManager,
    registration: { paymentId: string; sessionId: string; name: string; email: string; phone: string; course: string; locale?: SiteLocale },
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO tax_school_registrations (payment_id, session_id, name, email, phone, course, locale) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        registration.paymentId,
        registration.sessionId,
        registration.name,
        registration.email,
        registration.phone,
        registration.course,
        registration.locale ?? 'en',
      ],
    )) as Array<{ id: string }>;
    return row!.id;
  }

  /** A waitlist entry for `email`, or the live one it already has (one entry per address), in the language last asked from. */
  async addToWaitlist(entry: { name: string; email: string; locale: SiteLocale }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO course_waitlist (name, email, locale, consented_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (email) WHERE unsubscribed_at IS NULL DO UPDATE SET name = EXCLUDED.name, locale = EXCLUDED.locale, consented_at = now()`,
      [entry.name, entry.email, entry.locale],
    );
  }

  /** Unsubscribes the entry whose last email carried this token; false when no live entry has it. */
  async unsubscribe(tokenHash: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE course_waitlist SET unsubscribed_at = now() WHERE unsubscribe_token_hash = $1 AND unsubscribed_at IS NULL RETURNING id`,
      [tokenHash],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  /** The entries to tell now: subscribed, and not told in the last week. Locked until the caller's transaction ends. */
  async lockWaiting(manager: EntityManager): Promise<WaitlistEntry[]> {
    return (await manager.query(
      `SELECT id, name, email, locale FROM course_waitlist WHERE unsubscribed_at IS NULL AND (notified_at IS NULL OR notified_at < now() - interval '7 days')
       ORDER BY created_at FOR UPDATE SKIP LOCKED`,
    )) as WaitlistEntry[];
  }

  /** Records the email sent to the entry and the hash of the unsubscribe token it carries. */
  async markNotified(manager: EntityManager, id: string, tokenHash: string): Promise<void> {
    await manager.query(`UPDATE course_waitlist SET notified_at = now(), unsubscribe_token_hash = $2 WHERE id = $1`, [id, tokenHash]);
  }
}
