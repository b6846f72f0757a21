import { Injectable } from '@nestjs/common';
import type { AdminAppointment, AdminAppointmentPatch, AdminAppointmentQuery, Calendar, CalendarQuery, Closure, ClosureCreate } from '@huron/shared/contracts';
import { assertStaffAssignee, resolveAssignee } from '../../platform/admin';
import { ApiError } from '../../platform/http/api-error';
import { PeopleDirectoryService } from '../auth';
import { AuditService } from '../../platform/audit/audit.service';
import type { Response } from 'express';
import { csvColumns, streamCsv } from '../../platform/csv';

import type { AppointmentRow, ClosureRow } from './appointment-row';
import { adminView } from './appointment-view';
import { AppointmentsService } from './appointments.service';
import { BookingErrors } from './booking.errors';
import { BookingRepository } from './booking.repository';
import { BOOKING_ZONE } from './booking-rules';
import { addDays, zonedDate, zonedToEpoch } from './availability/zoned-time';
import { decodeCursor, encodeCursor, type CursorPosition } from '../../platform/pagination';

/** The admin list runs in appointment order (starts_at, id), not creation order: its cursor carries the start. */
const startOf = ({ at, id }: CursorPosition) => ({ startsAt: at, id });

const closureView = (c: ClosureRow): Closure => ({
  id: c.id,
  office: c.office,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
  reason: c.reason,
});

/** The most appointments one calendar answer holds (31 days of every office is far below it). */
const CALENDAR_MAX_APPOINTMENTS = 5000;

const APPOINTMENT_COLUMNS = csvColumns<AdminAppointment>(
  ['reference', 'startsAt', 'endsAt', 'office', 'service', 'name', 'email', 'phone', 'notes', 'status', 'internalNote', 'createdAt'],
  { createdAt: 'Booked' },
);

/** Staff work on appointments and closures; every read and change of client data is audited. */
@Injectable()
export class BookingAdminService {
  constructor(
    private readonly repository: BookingRepository,
    private readonly appointments: AppointmentsService,
    private readonly audit: AuditService,
    private readonly people: PeopleDirectoryService,
  ) {}

  async list(query: AdminAppointmentQuery, actorId: string): Promise<{ items: AdminAppointment[]; nextCursor: string | null }> {
    const rows = await this.repository.list({
      from: query.day ? new Date(zonedToEpoch(BOOKING_ZONE, query.day, 0)) : undefined,
      to: query.day ? new Date(zonedToEpoch(BOOKING_ZONE, addDays(query.day, 1), 0)) : undefined,
      office: query.office,
      status: query.status,
      assignee: resolveAssignee(query.assignee, actorId),
      after: query.cursor ? startOf(decodeCursor(query.cursor)) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    await this.audit.record({ actorId, action: 'booking.appointments.listed', subjectType: 'booking_appointment', details: { ids: page.map((r) => r.id) } });
    const names = await this.namesOf(page);
    return { items: page.map((row) => adminView(row, names)), nextCursor: rows.length > query.limit && last ? encodeCursor(last.startsAt, last.id) : null };
  }

  /** Every appointment the filters select, as CSV, page by page (each page is audited as read, like a list). */
  async exportCsv(query: AdminAppointmentQuery, actorId: string, res: Response): Promise<void> {
    const rows = await streamCsv(res, 'appointments.csv', APPOINTMENT_COLUMNS, (cursor) => this.list({ ...query, cursor, limit: 100 }, actorId));
    await this.audit.record({ actorId, action: 'booking.appointments.exported', subjectType: 'booking_appointment', details: { rows } });
  }

  async patch(id: string, patch: AdminAppointmentPatch, actorId: string): Promise<AdminAppointment> {
    let version = patch.version;
    let row: AppointmentRow | undefined;
    if (patch.startsAt) {
      row = await this.appointments.move(id, new Date(patch.startsAt), { kind: 'staff', userId: actorId }, version);
      version = row.version;
    }
    if (patch.outcome !== undefined && patch.status !== undefined && patch.outcome !== patch.status) {
      throw ApiError.validation([{ field: 'outcome', message: 'give status or outcome, not both' }]);
    }
    await assertStaffAssignee(this.people, patch.assigneeId);
    if (patch.status !== undefined || patch.note !== undefined || patch.assigneeId !== undefined || patch.outcome !== undefined) {
      row = await this.repository.transaction(async (manager) => {
        const current = await this.repository.lockById(manager, id);
        if (!current) throw BookingErrors.notFound();
        if (current.version !== version) throw BookingErrors.versionConflict();
        if (current.status === 'cancelled') throw BookingErrors.alreadyCancelled();
        // An outcome says how the appointment went: not before it has started.
        if (patch.outcome !== undefined && current.startsAt.getTime() > Date.now()) {
          throw ApiError.validation([{ field: 'outcome', message: 'can be recorded only once the appointment has started' }]);
        }
        const updated = await this.repository.update(manager, id, {
          status: patch.outcome ?? patch.status,
          internalNote: patch.note,
          assigneeId: patch.assigneeId,
        });
        const fields = [
          patch.status !== undefined && 'status',
          patch.note !== undefined && 'internalNote',
          patch.assigneeId !== undefined && 'assigneeId',
          patch.outcome !== undefined && 'outcome',
        ].filter(Boolean);
        await this.audit.record(
          {
            actorId,
            action: 'booking.appointment.updated',
            subjectType: 'booking_appointment',
            subjectId: id,
            details: {
              fields,
              ...(patch.outcome !== undefined && { outcome: patch.outcome }),
              ...(patch.assigneeId !== undefined && { assignee: { before: current.assigneeId ?? null, after: patch.assigneeId } }),
            },
          },
          manager,
        );
        return updated;
      });
    }
    return adminView(row!, await this.namesOf([row!]));
  }

  /**
   * Appointments (not cancelled) starting on the days from..to in Michigan, by office and preparer (`me`, an id or
   * `none`), in start order. The read is audited with the ids shown.
   */
  async calendar(query: CalendarQuery, actorId: string, now = Date.now()): Promise<Calendar> {
    // Without days: a week from today (or from `from`, or up to `to`).
    const from = query.from ?? (query.to ? addDays(query.to, -6) : zonedDate(BOOKING_ZONE, now));
    const to = query.to ?? addDays(from, 6);
    const rows = await this.repository.list({
      from: new Date(zonedToEpoch(BOOKING_ZONE, from, 0)),
      to: new Date(zonedToEpoch(BOOKING_ZONE, addDays(to, 1), 0)),
      office: query.office,
      assignee: resolveAssignee(query.staff, actorId),
      withoutCancelled: true,
      limit: CALENDAR_MAX_APPOINTMENTS,
    });
    await this.audit.record({
      actorId,
      action: 'booking.calendar.read',
      subjectType: 'booking_appointment',
      details: { ids: rows.map((r) => r.id), filters: Object.keys(query).filter((key) => query[key as keyof CalendarQuery] !== undefined) },
    });
    const names = await this.namesOf(rows);
    return {
      from,
      to,
      items: rows.map((row) => {
        const view = adminView(row, names);
        return {
          id: view.id,
          reference: view.reference,
          office: view.office,
          service: view.service,
          startsAt: view.startsAt,
          endsAt: view.endsAt,
          name: view.name,
          status: view.status,
          assigneeId: view.assigneeId,
          assigneeName: view.assigneeName,
        };
      }),
    };
  }

  private namesOf(rows: AppointmentRow[]): Promise<Map<string, string>> {
    return this.people.staffNamesOf(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])));
  }

  cancel(id: string, actorId: string, version?: number): Promise<void> {
    return this.appointments.cancel(id, { kind: 'staff', userId: actorId }, version);
  }

  async closures(office: Closure['office'] | undefined, now = Date.now()): Promise<Closure[]> {
    const rows = await this.repository.closuresOverlapping(office, new Date(now), new Date(now + 400 * 86_400_000));
    return rows.map(closureView);
  }

  async addClosure(input: ClosureCreate, actorId: string): Promise<Closure> {
    return this.repository.transaction(async (manager) => {
      const row = await this.repository.insertClosure(manager, {
        office: input.office,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        reason: input.reason,
      });
      await this.audit.record(
        { actorId, action: 'booking.closure.created', subjectType: 'booking_closure', subjectId: row.id, details: { office: row.office } },
        manager,
      );
      return closureView(row);
    });
  }

  async removeClosure(id: string, actorId: string): Promise<void> {
    await this.repository.transaction(async (manager) => {
      if (!(await this.repository.deleteClosure(manager, id))) throw BookingErrors.closureNotFound();
      await this.audit.record({ actorId, action: 'booking.closure.deleted', subjectType: 'booking_closure', subjectId: id }, manager);
    });
  }
}
