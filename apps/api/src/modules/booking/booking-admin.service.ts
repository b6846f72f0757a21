import { Injectable } from '@nestjs/common';
import type { AdminAppointment, AdminAppointmentPatch, AdminAppointmentQuery, Closure, ClosureCreate } from '@huron/shared/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { Response } from 'express';
import { csvColumns, streamCsv } from '../../platform/csv';

import type { AppointmentRow, ClosureRow } from './appointment-row';
import { adminView } from './appointment-view';
import { AppointmentsService } from './appointments.service';
import { BookingErrors } from './booking.errors';
import { BookingRepository } from './booking.repository';
import { BOOKING_ZONE } from './booking-rules';
import { addDays, zonedToEpoch } from './availability/zoned-time';
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
  ) {}

  async list(query: AdminAppointmentQuery, actorId: string): Promise<{ items: AdminAppointment[]; nextCursor: string | null }> {
    const rows = await this.repository.list({
      from: query.day ? new Date(zonedToEpoch(BOOKING_ZONE, query.day, 0)) : undefined,
      to: query.day ? new Date(zonedToEpoch(BOOKING_ZONE, addDays(query.day, 1), 0)) : undefined,
      office: query.office,
      status: query.status,
      after: query.cursor ? startOf(decodeCursor(query.cursor)) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    await this.audit.record({ actorId, action: 'booking.appointments.listed', subjectType: 'booking_appointment', details: { ids: page.map((r) => r.id) } });
    return { items: page.map(adminView), nextCursor: rows.length > query.limit && last ? encodeCursor(last.startsAt, last.id) : null };
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
    if (patch.status !== undefined || patch.note !== undefined) {
      row = await this.repository.transaction(async (manager) => {
        const current = await this.repository.lockById(manager, id);
        if (!current) throw BookingErrors.notFound();
        if (current.version !== version) throw BookingErrors.versionConflict();
        if (current.status === 'cancelled') throw BookingErrors.alreadyCancelled();
        const updated = await this.repository.update(manager, id, { status: patch.status, internalNote: patch.note });
        const fields = [patch.status !== undefined && 'status', patch.note !== undefined && 'internalNote'].filter(Boolean);
        await this.audit.record(
          { actorId, action: 'booking.appointment.updated', subjectType: 'booking_appointment', subjectId: id, details: { fields } },
          manager,
        );
        return updated;
      });
    }
    return adminView(row!);
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
