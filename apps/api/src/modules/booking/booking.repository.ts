import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BookingOffice } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../platform/database/query-rows';
import type { AppointmentRow, ClosureRow, NewAppointment } from './appointment-row';

const APPOINTMENT_COLUMNS = `id, reference, office, service, starts_at AS "startsAt", ends_at AS "endsAt", status, name, email, phone, notes,
  internal_note AS "internalNote", assignee_id AS "assigneeId", ics_sequence AS "icsSequence", version, created_at AS "createdAt", locale`;

export interface AppointmentFilter {
  from?: Date;
  to?: Date;
  office?: BookingOffice;
  status?: string;
  /** A staff member's id, or 'none' for appointments with no preparer. */
  assignee?: string;
  /** Leave cancelled appointments out. */
  withoutCancelled?: boolean;
  after?: { startsAt: Date; id: string };
  limit: number;
}

/** The only file that knows the booking tables. Writes take the caller's transaction. */
@Injectable()
export class BookingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Takes one place at (office, start) in a single statement: inserts the slot row, or adds one to it only while
   * it is below capacity. Concurrent callers queue on the row lock and re-check the condition, so at most
   * `capacity` succeed, in any number of processes. False when the time is full.
   */
  async takePlace(manager: EntityManager, office: BookingOffice, startsAt: Date, capacity: number): Promise<boolean> {
    if (capacity < 1) return false;
    const rows = rowsOf<{ booked: number }>(
      await manager.query(
        `INSERT INTO booking_slots AS s (office, starts_at, capacity, booked) VALUES ($1, $2, $3, 1)
         ON CONFLICT (office, starts_at) DO UPDATE SET booked = s.booked + 1, capacity = greatest(EXCLUDED.capacity, s.booked + 1)
           WHERE s.booked < EXCLUDED.capacity
         RETURNING booked`,
        [office, startsAt, capacity],
      ),
    );
    return rows.length === 1;
  }

  async releasePlace(manager: EntityManager, office: BookingOffice, startsAt: Date): Promise<void> {
    await manager.query(`UPDATE booking_slots SET booked = booked - 1 WHERE office = $1 AND starts_at = $2 AND booked > 0`, [office, startsAt]);
  }

  /** Places taken per start time (epoch ms) in [from, to). */
  async bookedCounts(office: BookingOffice, from: Date, to: Date): Promise<Map<number, number>> {
    const rows = rowsOf<{ startsAt: Date; booked: number }>(
      await this.dataSource.query(
        `SELECT starts_at AS "startsAt", booked FROM booking_slots WHERE office = $1 AND starts_at >= $2 AND starts_at < $3 AND booked > 0`,
        [office, from, to],
      ),
    );
    return new Map(rows.map((r) => [r.startsAt.getTime(), r.booked]));
  }

  /**
   * Upcoming, not cancelled appointments booked with this email (case-insensitive) and with this phone number (its last
   * ten digits), after taking a lock per email and per phone for the rest of the transaction, so parallel bookings with
   * the same contact are counted one after another. Locks are always taken email first, so two bookings cannot deadlock.
   */
  async lockAndCountOpenFor(manager: EntityManager, email: string, phone: string): Promise<{ email: number; phone: number }> {
    const digits = phoneKey(phone);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('booking-email:' || lower($1), 0))`, [email]);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('booking-phone:' || $1, 0))`, [digits]);
    const [row] = rowsOf<{ email: number; phone: number }>(
      await manager.query(
        `SELECT count(*) FILTER (WHERE lower(email) = lower($1))::int AS email,
                count(*) FILTER (WHERE right(regexp_replace(phone, '\\D', '', 'g'), 10) = $2)::int AS phone
         FROM booking_appointments WHERE status <> 'cancelled' AND starts_at > now()`,
        [email, digits],
      ),
    );
    return row!;
  }

  async insertAppointment(manager: EntityManager, a: NewAppointment): Promise<AppointmentRow> {
    const rows = rowsOf<AppointmentRow>(
      await manager.query(
        `INSERT INTO booking_appointments (reference, office, service, starts_at, ends_at, name, email, phone, notes, manage_token_hash, referral_code, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${APPOINTMENT_COLUMNS}`,
        [a.reference, a.office, a.service, a.startsAt, a.endsAt, a.name, a.email, a.phone, a.notes, a.manageTokenHash, a.referralCode, a.locale ?? 'en'],
      ),
    );
    return rows[0]!;
  }

  /** Locks the row for the rest of the transaction. */
  async lockById(manager: EntityManager, id: string): Promise<AppointmentRow | undefined> {
    return rowsOf<AppointmentRow>(await manager.query(`SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments WHERE id = $1 FOR UPDATE`, [id]))[0];
  }

  async findByIdAndToken(id: string, tokenHash: string): Promise<AppointmentRow | undefined> {
    return rowsOf<AppointmentRow>(
      await this.dataSource.query(`SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments WHERE id = $1 AND manage_token_hash = $2`, [id, tokenHash]),
    )[0];
  }

  async findById(id: string): Promise<AppointmentRow | undefined> {
    return rowsOf<AppointmentRow>(await this.dataSource.query(`SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments WHERE id = $1`, [id]))[0];
  }

  async update(
    manager: EntityManager,
    id: string,
    change: {
      startsAt?: Date;
      endsAt?: Date;
      status?: string;
      internalNote?: string;
      manageTokenHash?: string;
      bumpSequence?: boolean;
      /** undefined leaves it; null unassigns. */
      assigneeId?: string | null;
    },
  ): Promise<AppointmentRow> {
    const rows = rowsOf<AppointmentRow>(
      await manager.query(
        `UPDATE booking_appointments SET
           starts_at = coalesce($2, starts_at), ends_at = coalesce($3, ends_at), status = coalesce($4, status),
           internal_note = coalesce($5, internal_note), manage_token_hash = coalesce($6, manage_token_hash),
           assignee_id = CASE WHEN $8 THEN $9::uuid ELSE assignee_id END,
           ics_sequence = ics_sequence + $7, version = version + 1, updated_at = now()
         WHERE id = $1 RETURNING ${APPOINTMENT_COLUMNS}`,
        [
          id,
          change.startsAt ?? null,
          change.endsAt ?? null,
          change.status ?? null,
          change.internalNote ?? null,
          change.manageTokenHash ?? null,
          change.bumpSequence ? 1 : 0,
          change.assigneeId !== undefined,
          change.assigneeId ?? null,
        ],
      ),
    );
    return rows[0]!;
  }

  /** Ordered by start time, then id; `after` continues from the last row of the previous page. */
  async list(filter: AppointmentFilter): Promise<AppointmentRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.from) add('starts_at >= ?', filter.from);
    if (filter.to) add('starts_at < ?', filter.to);
    if (filter.office) add('office = ?', filter.office);
    if (filter.status) add('status = ?', filter.status);
    if (filter.assignee === 'none') where.push('assignee_id IS NULL');
    else if (filter.assignee) add('assignee_id = ?', filter.assignee);
    if (filter.withoutCancelled) where.push(`status <> 'cancelled'`);
    if (filter.after) {
      params.push(filter.after.startsAt, filter.after.id);
      where.push(`(starts_at, id) > ($${params.length - 1}, $${params.length})`);
    }
    params.push(filter.limit);
    return rowsOf<AppointmentRow>(
      await this.dataSource.query(
        `SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY starts_at, id LIMIT $${params.length}`,
        params,
      ),
    );
  }

  async closuresOverlapping(office: BookingOffice | undefined, from: Date, to: Date): Promise<ClosureRow[]> {
    return rowsOf<ClosureRow>(
      await this.dataSource.query(
        `SELECT id, office, starts_at AS "startsAt", ends_at AS "endsAt", reason FROM booking_closures
         WHERE ($1::text IS NULL OR office = $1) AND starts_at < $3 AND ends_at > $2 ORDER BY starts_at, id`,
        [office ?? null, from, to],
      ),
    );
  }

  async insertClosure(manager: EntityManager, c: Omit<ClosureRow, 'id'>): Promise<ClosureRow> {
    return rowsOf<ClosureRow>(
      await manager.query(
        `INSERT INTO booking_closures (office, starts_at, ends_at, reason) VALUES ($1, $2, $3, $4)
         RETURNING id, office, starts_at AS "startsAt", ends_at AS "endsAt", reason`,
        [c.office, c.startsAt, c.endsAt, c.reason],
      ),
    )[0]!;
  }

  async deleteClosure(manager: EntityManager, id: string): Promise<boolean> {
    return rowsOf<{ id: string }>(await manager.query(`DELETE FROM booking_closures WHERE id = $1 RETURNING id`, [id])).length === 1;
  }
}

/** A phone number's last ten digits: "(734) 555-0175", "+1 734 555 0175" and "734.555.0175" are one number. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
